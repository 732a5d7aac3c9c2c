package io.framewright.processor;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.spi.CharsetProvider;
import java.util.Iterator;
import java.util.List;

/**
 * A charset of the tests' own, "X-FRAMEWRIGHT-WIDE": every char as two bytes, high byte first,
 * like UTF-16BE but under a name that says nothing of its code unit. No JDK charset but the
 * UTF-16 and UTF-32 ones writes a character with a zero byte, so this is how FW046 is reached.
 * Registered in {@code META-INF/services} of the test resources.
 */
public final class WideTestCharset extends CharsetProvider {
  static final String NAME = "X-FRAMEWRIGHT-WIDE";

  private static final Charset WIDE = new Charset(NAME, new String[0]) {
    @Override
    public boolean contains(Charset cs) {
      return cs == this;
    }

    @Override
    public CharsetDecoder newDecoder() {
      return new CharsetDecoder(this, 0.5f, 1) {
        @Override
        protected CoderResult decodeLoop(ByteBuffer in, CharBuffer out) {
          while (in.remaining() >= 2) {
            if (!out.hasRemaining()) {
              return CoderResult.OVERFLOW;
            }
            out.put((char) ((in.get() & 0xFF) << 8 | in.get() & 0xFF));
          }
          return CoderResult.UNDERFLOW;
        }
      };
    }

    @Override
    public CharsetEncoder newEncoder() {
      return new CharsetEncoder(this, 2, 2, new byte[] {0, (byte) 0x3f}) {
        @Override
        protected CoderResult encodeLoop(CharBuffer in, ByteBuffer out) {
          while (in.hasRemaining()) {
            if (out.remaining() < 2) {
              return CoderResult.OVERFLOW;
            }
            char c = in.get();
            out.put((byte) (c >>> 8)).put((byte) c);
          }
          return CoderResult.UNDERFLOW;
        }
      };
    }
  };

  @Override
  public Iterator<Charset> charsets() {
    return List.of(WIDE).iterator();
  }

  @Override
  public Charset charsetForName(String charsetName) {
    return NAME.equalsIgnoreCase(charsetName) ? WIDE : null;
  }
}
