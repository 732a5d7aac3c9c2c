package io.framewright.processor.generation;

import com.palantir.javapoet.CodeBlock;
import io.framewright.processor.model.Varint;

/**
 * The runtime's varint calls for each {@link Varint.Form}: what decode, a view, the encoder and
 * {@code size()} emit for a varint value, a varint size prefix and a varint union tag, so that
 * each reads, writes and measures a form with the one function of it.
 */
public final class VarintCode {
  private VarintCode() {}

  /**
   * Reads one varint of {@code form} at the reader {@code in} (the unsigned number; ZigZag is
   * undone by the caller), at most {@code maxBytes} long, its number of {@code valueBits}.
   */
  public static CodeBlock read(Varint.Form form, int maxBytes, int valueBits, boolean minimal,
      String path) {
    return CodeBlock.of("$T.$L(in, $L, $L, $L, $S)", JavaTypes.VARINTS,
        form == Varint.Form.QUIC ? "readQuic" : "read", maxBytes, valueBits, minimal, path);
  }

  /**
   * Reads a size prefix or a union tag in {@code form}: 0 to {@code Integer.MAX_VALUE}. A LEB128
   * one in the fewest bytes, as it always was; a QUIC size as RFC 9000 section 16 allows it (in
   * more bytes than it needs too), a QUIC tag in the fewest, as section 12.4 asks of frame types.
   */
  public static CodeBlock readNonNegativeInt(Varint.Form form, boolean tag, String path) {
    boolean quic = form == Varint.Form.QUIC;
    return read(form, quic ? Varint.QUIC_BYTES : Varint.INT_BYTES,
        Varint.NON_NEGATIVE_INT_BITS, !quic || tag, path);
  }

  /**
   * Writes {@code value} as a varint of {@code form} at {@code p} of {@code buf}, up to
   * {@code limit}: an expression of the index after it. {@code value} must fit {@code bits}.
   */
  public static CodeBlock write(Varint.Form form, Object value, int bits, String path) {
    return CodeBlock.of("$T.$L($L, $L, buf, p, limit, $S)", JavaTypes.VARINTS,
        switch (form) {
          case LEB128 -> "writeUnsigned";
          case ZIGZAG -> "writeZigzag";
          case QUIC -> "writeQuic";
        }, value, bits, path);
  }

  /** The bytes of the varint of {@code value} in {@code form}. */
  public static CodeBlock size(Varint.Form form, Object value) {
    return CodeBlock.of("$T.$L($L)", JavaTypes.VARINTS, switch (form) {
      case LEB128 -> "size";
      case ZIGZAG -> "sizeZigzag";
      case QUIC -> "sizeQuic";
    }, value);
  }
}
