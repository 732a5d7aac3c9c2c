package io.framewright.runtime.frame;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.WireReader;
import io.framewright.runtime.internal.Delimiters;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Test fixture: a hand-written codec for terminated frames, the text of a line then its
 * terminator ({@code ff} as pies packets end, or {@code 0d 0a}). The runtime module has no
 * annotation processor, so its framing tests use this in place of a generated
 * {@code @Delimited} codec. It reads the way generated codecs do ({@link WireReader#readTextTo}:
 * on a stream, an {@code InputEndedException} that names the awaited terminator), or, made with
 * {@link #ownTruncation}, the way a hand-written codec may: by scanning the bytes itself and
 * throwing a plain truncation error, which tells the framer nothing but "more".
 */
final class LineCodec implements Codec<LineCodec.Line> {
  /** One frame: the text before the terminator. */
  record Line(String text) {}

  private final byte[] terminator;
  private final boolean ownTruncation;

  private LineCodec(byte[] terminator, boolean ownTruncation) {
    this.terminator = terminator;
    this.ownTruncation = ownTruncation;
  }

  /** Lines ending with {@code terminator}, read through the reader's terminator search. */
  static LineCodec endingWith(byte... terminator) {
    return new LineCodec(terminator.clone(), false);
  }

  /** Lines ending with {@code terminator}, found by the codec's own scan. */
  static LineCodec ownTruncation(byte... terminator) {
    return new LineCodec(terminator.clone(), true);
  }

  @Override
  public Class<Line> type() {
    return Line.class;
  }

  @Override
  public int size(Line value) {
    return value.text().length() + terminator.length;
  }

  @Override
  public int encode(Line value, byte[] buf, int off) {
    byte[] text = value.text().getBytes(StandardCharsets.ISO_8859_1);
    if (buf.length - off < text.length + terminator.length) {
      throw EncodeException.bufferTooSmall("Line", text.length + terminator.length,
          buf.length - off);
    }
    System.arraycopy(text, 0, buf, off, text.length);
    System.arraycopy(terminator, 0, buf, off + text.length, terminator.length);
    return text.length + terminator.length;
  }

  @Override
  public Line decode(byte[] buf, int off, int len) {
    WireReader in = new WireReader(buf, off, len);
    Line line = read(in);
    in.expectEnd("Line");
    return line;
  }

  @Override
  public Line read(WireReader in) {
    if (!ownTruncation) {
      return new Line(in.readTextTo(terminator, Long.MAX_VALUE, StandardCharsets.ISO_8859_1,
          "Line.text"));
    }
    byte[] buf = in.buffer();
    int at = Delimiters.indexOf(buf, in.index(), in.end(), terminator);
    if (at < 0) {
      throw DecodeException.truncated(buf, in.start(), in.end(), in.end(), 0, "Line.text",
          terminator.length * 8L);
    }
    String text = new String(Arrays.copyOfRange(buf, in.index(), at), StandardCharsets.ISO_8859_1);
    in.claim(at - in.index() + terminator.length, "Line.text");
    return new Line(text);
  }
}
