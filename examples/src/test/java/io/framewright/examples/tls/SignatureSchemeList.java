package io.framewright.examples.tls;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;

/** Section 4.2.3: {@code SignatureScheme supported_signature_algorithms<2..2^16-2>}, uint16s. */
@Message
public record SignatureSchemeList(
    @Length(bits = 16, min = 2, max = 65534) @Field(bits = 16)
    int[] supportedSignatureAlgorithms) {}
