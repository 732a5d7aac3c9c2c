package io.framewright.runtime;

import java.util.Objects;

/**
 * Test fixture: a hand-written codec for {@link Reading}, one {@code int} as four big-endian
 * bytes, written the way generated codecs are. Registered as a service through {@link Provider}.
 */
public final class ReadingCodec implements FixedSizeCodec<ReadingCodec.Reading> {
  /** The message type. */
  public record Reading(int value) {}

  public static final ReadingCodec INSTANCE = new ReadingCodec();

  static final FieldSpans FIELDS =
      new FieldSpans(new String[] {"value"}, new int[] {0}, new int[] {32});

  private ReadingCodec() {}

  @Override
  public Class<Reading> type() {
    return Reading.class;
  }

  @Override
  public int fixedSize() {
    return 4;
  }

  @Override
  public FieldSpans fields() {
    return FIELDS;
  }

  @Override
  public int encode(Reading value, byte[] buf, int off) {
    Objects.checkIndex(off, buf.length + 1);
    if (buf.length - off < 4) {
      throw EncodeException.bufferTooSmall("Reading", 4, buf.length - off);
    }
    int v = value.value();
    buf[off] = (byte) (v >>> 24);
    buf[off + 1] = (byte) (v >>> 16);
    buf[off + 2] = (byte) (v >>> 8);
    buf[off + 3] = (byte) v;
    return 4;
  }

  @Override
  public Reading decode(byte[] buf, int off, int len) {
    Objects.checkFromIndexSize(off, len, buf.length);
    if (len < 4) {
      throw FIELDS.truncated(buf, off, off + len, off).inField("Reading");
    }
    if (len > 4) {
      throw DecodeException.trailing(buf, off, off + len, off + 4, "Reading");
    }
    return new Reading(readInt(buf, off));
  }

  @Override
  public Reading read(WireReader in) {
    int p;
    try {
      p = in.claim(4, FIELDS);
    } catch (DecodeException e) {
      throw e.inField("Reading");
    }
    return new Reading(readInt(in.buffer(), p));
  }

  private static int readInt(byte[] b, int p) {
    return (b[p] & 0xFF) << 24 | (b[p + 1] & 0xFF) << 16 | (b[p + 2] & 0xFF) << 8
        | (b[p + 3] & 0xFF);
  }

  /** The service entry {@link Framewright#codec(Class)} finds. */
  public static final class Provider implements CodecProvider {
    /** Made by the service loader. */
    public Provider() {}

    @Override
    public Codec<?> codec() {
      return INSTANCE;
    }
  }
}
