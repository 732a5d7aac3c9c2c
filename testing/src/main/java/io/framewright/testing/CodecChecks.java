package io.framewright.testing;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Framewright;
import io.framewright.runtime.Hex;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

/**
 * The properties every codec must have, as checks that throw {@link AssertionError}: the body
 * of a fuzz target or a property test. No test framework needed.
 *
 * <pre>{@code
 * @FuzzTest
 * void packet(byte[] input) {
 *   CodecChecks.decodeOrReject(PacketCodec.INSTANCE, input);
 * }
 * }</pre>
 */
public final class CodecChecks {
  private CodecChecks() {}

  /**
   * Decodes {@code input}, which may be anything: it must give a value or a
   * {@link DecodeException}, never another exception. A value must encode again, to bytes that
   * decode to an equal value; with {@code canonical} those bytes must be {@code input} itself.
   * Returns the value, or null if the input was rejected.
   *
   * <p>Decode-then-encode gives the input back only if decoding is one-to-one: a compact
   * constructor that normalises what it is given ({@code pct = Math.min(pct, 100)}) makes two
   * inputs decode to one value, and the check fails naming the first byte that differs and the
   * field there. Such a constructor should throw instead (the codec reports a
   * {@link DecodeException}). A format that accepts several spellings of one value by design,
   * such as pies numbers, opts out by passing {@code canonical = false}.
   */
  public static <T> T decodeOrReject(Codec<T> codec, byte[] input, boolean canonical) {
    T value;
    try {
      value = codec.decode(input);
    } catch (DecodeException rejected) {
      return null;
    } catch (RuntimeException | StackOverflowError e) {
      throw new AssertionError(name(codec) + " threw " + e + " decoding " + Hex.compact(input),
          e);
    }
    byte[] again = encode(codec, value, "decoded from " + Hex.compact(input));
    if (canonical) {
      if (!Arrays.equals(input, again)) {
        throw new AssertionError(notOneToOne(codec, input, value, again));
      }
    } else {
      roundTrip(codec, value);
    }
    return value;
  }

  /** {@link #decodeOrReject(Codec, byte[], boolean)} for a format with one spelling per value. */
  public static <T> T decodeOrReject(Codec<T> codec, byte[] input) {
    return decodeOrReject(codec, input, true);
  }

  /**
   * {@code value} (a valid one) encodes to {@code size(value)} bytes, which decode to an equal
   * value, which encodes to the same bytes. Returns the bytes.
   */
  public static <T> byte[] roundTrip(Codec<T> codec, T value) {
    int size = codec.size(value);
    // Room to spare, so a size that is too small shows as a wrong count, not a full buffer.
    byte[] buf = new byte[size + 64];
    int written;
    try {
      written = codec.encode(value, buf, 0);
    } catch (RuntimeException e) {
      throw new AssertionError(name(codec) + " could not encode " + value + " (a valid value): "
          + e, e);
    }
    if (size != written) {
      throw new AssertionError(name(codec) + ".size said " + size + " for " + written
          + " bytes: " + value);
    }
    byte[] wire = Arrays.copyOf(buf, written);
    T back;
    try {
      back = codec.decode(wire);
    } catch (RuntimeException e) {
      throw new AssertionError(name(codec) + " could not decode its own "
          + Hex.compact(wire) + " (" + value + "): " + e, e);
    }
    if (!Objects.equals(value, back)) {
      throw new AssertionError(name(codec) + " encoded " + value + " as " + Hex.compact(wire)
          + " which decodes as " + back);
    }
    byte[] again = encode(codec, back, "decoded again");
    if (!Arrays.equals(wire, again)) {
      throw new AssertionError(name(codec) + " encoded " + value + " as " + Hex.compact(wire)
          + ", then its decoding as " + Hex.compact(again));
    }
    return wire;
  }

  /**
   * Encoding {@code value} fails with an {@link EncodeException} (a value out of range, too
   * long, a delimiter inside a delimited value), never another exception; it writes nothing
   * before {@code off} nor past the bytes the value would take (when {@code size} can tell), and
   * the {@link ByteBuffer} form leaves the buffer's position where it was. (Like Netty's
   * writer index: bytes inside the message's own span are scratch until an encode reports them
   * written.) Returns the exception.
   */
  public static <T> EncodeException encodeRejects(Codec<T> codec, T value) {
    int size = safeSize(codec, value);
    byte[] buf = new byte[64 + 2 * size];
    Arrays.fill(buf, (byte) 0x5A);
    int off = 16;
    EncodeException thrown;
    try {
      int n = codec.encode(value, buf, off);
      throw new AssertionError(name(codec) + " encoded " + value + " into " + n
          + " bytes; expected an EncodeException");
    } catch (EncodeException expected) {
      thrown = expected;
    } catch (RuntimeException e) {
      throw new AssertionError(name(codec) + " threw " + e + " encoding " + value
          + "; expected an EncodeException", e);
    }
    int limit = size > 0 ? off + size : buf.length;
    for (int i = 0; i < buf.length; i++) {
      if (buf[i] != 0x5A && (i < off || i >= limit)) {
        throw new AssertionError(name(codec) + " failed on " + value + " (" + thrown
            + ") but wrote outside [" + off + ", " + limit + "), at " + i);
      }
    }
    ByteBuffer bb = ByteBuffer.allocate(buf.length).position(off);
    try {
      codec.encode(value, bb);
      throw new AssertionError(name(codec) + " encoded " + value + " into a ByteBuffer");
    } catch (EncodeException expected) {
      if (bb.position() != off) {
        throw new AssertionError(name(codec) + " failed on " + value + " but moved the"
            + " ByteBuffer's position from " + off + " to " + bb.position());
      }
    } catch (RuntimeException e) {
      throw new AssertionError(name(codec) + " threw " + e + " encoding " + value
          + " into a ByteBuffer; expected an EncodeException", e);
    }
    return thrown;
  }

  /**
   * The codec generated for the value's own class, if there is one: a union variant has a codec
   * of its own ({@code GameEvent_ChatCodec}) that lays it out without the union's tag; an
   * {@code @UnknownTag} variant has none.
   */
  @SuppressWarnings("unchecked")
  public static <T> Optional<Codec<T>> ownCodec(T value) {
    try {
      return Optional.of((Codec<T>) Framewright.codec(value.getClass()));
    } catch (IllegalArgumentException none) {
      return Optional.empty();
    }
  }

  /**
   * Why {@code input} decoded to {@code value} but re-encoded as {@code again}: where they differ
   * first, the field there, and the likely causes.
   */
  private static <T> String notOneToOne(Codec<T> codec, byte[] input, T value, byte[] again) {
    int at = Arrays.mismatch(input, again);
    String fields = FieldsAt.of(codec, input, at);
    String where = at < input.length && at < again.length
        ? String.format("byte %d%s: %02x decoded, %02x re-encoded", at,
            fields.isEmpty() ? "" : " (" + fields + ")", input[at] & 0xFF, again[at] & 0xFF)
        : "byte " + at + (fields.isEmpty() ? "" : " (" + fields + ")") + ": "
            + (at < input.length ? "the re-encoding ends there" : "the input ends there");
    return name(codec) + " decoded " + Hex.compact(input) + " to " + value
        + " but re-encoded it as " + Hex.compact(again) + "; they differ first at " + where
        + ". Decoding is not one-to-one: likely a compact constructor that normalises a value"
        + " (clamps, rounds, fills in a default; it should throw instead), or a non-canonical"
        + " spelling the decoder accepts (a format that has several spellings of a value by"
        + " design passes canonical = false)";
  }

  private static <T> int safeSize(Codec<T> codec, T value) {
    try {
      return codec.size(value);
    } catch (EncodeException e) {
      return 0;
    } catch (RuntimeException e) {
      throw new AssertionError(name(codec) + ".size threw " + e + " on " + value
          + "; expected an EncodeException", e);
    }
  }

  private static <T> byte[] encode(Codec<T> codec, T value, String what) {
    try {
      return codec.encode(value);
    } catch (RuntimeException e) {
      throw new AssertionError(name(codec) + " could not encode " + value + " (" + what + "): "
          + e, e);
    }
  }

  private static String name(Codec<?> codec) {
    return codec.getClass().getSimpleName();
  }
}
