package io.framewright.examples.terminators;

import io.framewright.annotations.Delimited;
import io.framewright.annotations.Message;
import io.framewright.annotations.Text;

/**
 * An HTTP/1.1 request line kept whole with its CR LF ({@code include = true}), as a proxy
 * forwards it (RFC 9112, section 3: {@code method SP request-target SP HTTP-version CRLF}; a
 * recipient should take request lines of at least 8000 octets, section 3).
 */
@Message
public record RequestLine(
    @Delimited(terminator = {'\r', '\n'}, include = true, max = 8000)
    @Text(charset = "US-ASCII") String line) {}
