package io.framewright.processor;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.WireReader;
import java.util.Arrays;
import java.util.Objects;

/**
 * A generated {@code decode} that keeps its position in locals ({@code LocalReads}:
 * {@code readExact}, a union's {@code decodeVariant<i>}) against {@code read} of the same bytes
 * through a {@link WireReader}, which never does: the same value, or the same
 * {@link DecodeException} (class and message); where {@code read} stops before the end, decode
 * reports the bytes left there.
 */
final class LocalDecodeChecks {
  private LocalDecodeChecks() {}

  /** Whether {@code codec}'s decode reads in locals, by the methods only such a codec has. */
  static boolean decodesInLocals(Codec<?> codec) {
    return Arrays.stream(codec.getClass().getDeclaredMethods()).anyMatch(m ->
        m.getName().equals("readExact") || m.getName().startsWith("decodeVariant"));
  }

  /** Returns the value, or null if both rejected {@code input}. */
  static <T> T agrees(Codec<T> codec, byte[] input) {
    String where = codec.getClass().getSimpleName() + " on " + Hex.compact(input);
    T decoded = null;
    DecodeException decodeError = null;
    try {
      decoded = codec.decode(input);
    } catch (DecodeException e) {
      decodeError = e;
    }
    WireReader in = new WireReader(input);
    T read;
    try {
      read = codec.read(in);
    } catch (DecodeException e) {
      if (decodeError == null || !Objects.equals(decodeError.getMessage(), e.getMessage())) {
        throw new AssertionError(where + ": read threw\n  " + e + "\nbut decode "
            + (decodeError == null ? "gave " + decoded : "threw\n  " + decodeError), e);
      }
      return null;
    }
    if (in.remaining() > 0) {
      DecodeException left = DecodeException.trailing(input, 0, input.length, in.index(), "");
      if (decodeError == null || decodeError.byteOffset() != left.byteOffset()
          || !Objects.equals(decodeError.expected(), left.expected())
          || !Objects.equals(decodeError.found(), left.found())) {
        throw new AssertionError(where + ": read stopped at " + in.index() + ", but decode "
            + (decodeError == null ? "gave " + decoded : "threw\n  " + decodeError));
      }
      return null;
    }
    if (decodeError != null) {
      throw new AssertionError(where + ": read gave " + read + ", but decode threw\n  "
          + decodeError, decodeError);
    }
    // Records of arrays are equal only as their encodings are.
    if (!Objects.equals(decoded, read)
        && !Arrays.equals(codec.encode(decoded), codec.encode(read))) {
      throw new AssertionError(where + ": read gave " + read + ", decode " + decoded);
    }
    return decoded;
  }
}
