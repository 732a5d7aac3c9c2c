package io.framewright.testing;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.FieldSpans;
import io.framewright.runtime.WireReader;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A hand-written codec, traced as generated ones are, of a record whose compact constructor
 * normalises (clamps the percentage, upper-cases the text): decoding is not one-to-one.
 * Wire: pct (8 bits) | text length (8 bits) | text (ASCII).
 */
class ReadingCodec implements Codec<ReadingCodec.Reading> {
  record Reading(int pct, String text) {
    Reading {
      pct = Math.min(pct, 100);
      text = text.toUpperCase(Locale.ROOT);
    }
  }

  private static final FieldSpans HEADER =
      new FieldSpans(new String[] {"pct", "textLength"}, new int[] {0, 8}, new int[] {8, 8});

  @Override
  public Class<Reading> type() {
    return Reading.class;
  }

  @Override
  public int size(Reading value) {
    return 2 + value.text().length();
  }

  @Override
  public int encode(Reading value, byte[] buf, int off) {
    byte[] text = value.text().getBytes(StandardCharsets.US_ASCII);
    buf[off] = (byte) value.pct();
    buf[off + 1] = (byte) text.length;
    System.arraycopy(text, 0, buf, off + 2, text.length);
    return 2 + text.length;
  }

  @Override
  public Reading decode(byte[] buf, int off, int len) {
    WireReader in = new WireReader(buf, off, len);
    Reading value = read(in);
    in.expectEnd("Reading");
    return value;
  }

  @Override
  public Reading read(WireReader in) {
    int p = in.claim(2, HEADER);
    int pct = in.buffer()[p] & 0xFF;
    int length = in.buffer()[p + 1] & 0xFF;
    String text = in.readText(length, 255, StandardCharsets.US_ASCII, "text");
    if (pct > 200) {
      throw DecodeException.invalid(in.buffer(), in.start(), in.end(), p, 0, "Reading.pct",
          "0..200", Integer.toString(pct));
    }
    return new Reading(pct, text);
  }
}
