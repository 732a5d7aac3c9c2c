package io.framewright.processor.validation;

import io.framewright.processor.model.WireType;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Whether fixed, zero-padded text works in a charset. The runtime's {@code Text.decodeFixed}
 * ends such text at its first zero code unit: a zero byte, or two (four) zero bytes at an even
 * (multiple of four) offset in the UTF-16 (UTF-32) charsets, whose characters hold zero bytes.
 * That works as long as no character but NUL encodes to a zero unit; a charset of one-byte units
 * that writes some character with a zero byte would have its text cut short on decode.
 */
final class FixedTextCharsets {
  private FixedTextCharsets() {}

  /** Per charset name: "" when fixed text works, else the first character that breaks it. */
  private static final Map<String, String> ZERO_BYTE_CHARACTER = new ConcurrentHashMap<>();

  /** The code unit of {@code name} in bytes ({@link WireType.Text#codeUnit(String)}). */
  static int zeroUnit(String name) {
    return WireType.Text.codeUnit(name);
  }

  /**
   * A character (as {@code U+0100}) that {@code charset}, a supported charset, encodes with a
   * zero byte, making fixed text in it undecodable; null when there is none.
   */
  static String zeroByteCharacter(String charset) {
    Charset cs = Charset.forName(charset);
    if (zeroUnit(cs.name()) > 1) {
      return null;
    }
    String found = ZERO_BYTE_CHARACTER.computeIfAbsent(cs.name(), n -> {
      try {
        return scan(cs);
      } catch (RuntimeException e) {
        return ""; // a charset of the user's own that fails here fails in the codec as it would
      }
    });
    return found.isEmpty() ? null : found;
  }

  /** Every character of the Basic Multilingual Plane but NUL, encoded alone: a few ms. */
  private static String scan(Charset cs) {
    if (!cs.canEncode() || cs.name().equals("UTF-8") || cs.name().equals("US-ASCII")
        || cs.name().equals("ISO-8859-1")) {
      return "";
    }
    CharsetEncoder encoder = cs.newEncoder().onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    char[] one = new char[1];
    for (int c = 1; c <= 0xFFFF; c++) {
      if (Character.isSurrogate((char) c) || !encoder.canEncode((char) c)) {
        continue;
      }
      one[0] = (char) c;
      ByteBuffer bytes;
      try {
        encoder.reset();
        bytes = encoder.encode(CharBuffer.wrap(one));
      } catch (CharacterCodingException e) {
        continue;
      }
      while (bytes.hasRemaining()) {
        if (bytes.get() == 0) {
          return String.format(Locale.ROOT, "U+%04X", c);
        }
      }
    }
    return "";
  }
}
