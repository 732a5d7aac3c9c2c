package io.framewright.examples.tls;

import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import java.util.List;

/** RFC 6066 section 3: {@code ServerName server_name_list<1..2^16-1>}. */
@Message
public record ServerNameList(@Length(bits = 16, min = 1) List<HostName> serverNameList) {}
