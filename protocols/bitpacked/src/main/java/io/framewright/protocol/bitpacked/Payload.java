package io.framewright.protocol.bitpacked;

import io.framewright.annotations.Field;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import java.util.Arrays;

/**
 * A packet's payload as its {@link PayloadType} says: {@link Packet}'s {@code payloadType}
 * selects the variant (each tagged with the type's wire value), and the payload length bounds
 * it. A typed payload is a whole number of big-endian elements; {@link Custom} keeps its bytes.
 * Payloads are compared by their bytes on the wire, and printed as values.
 */
@Message
@Union(bits = 8)
public sealed interface Payload permits Payload.Custom, Payload.Chars, Payload.Int8s,
    Payload.Uint8s, Payload.Int16s, Payload.Uint16s, Payload.Int32s, Payload.Uint32s,
    Payload.Floats, Payload.Doubles {

  /** The payload type this variant is. */
  PayloadType type();

  /**
   * The payload's bytes on the wire: a new array, but for {@link Custom} and {@link Int8s}
   * the one they hold (not to be changed).
   */
  byte[] bytes();

  /** How many bytes the payload takes on the wire. */
  int byteLength();

  /** Whether {@code o} is a payload of the same type and bytes as {@code p} (by bits: NaNs too). */
  private static boolean same(Payload p, Object o) {
    return o instanceof Payload q && q.type() == p.type() && Arrays.equals(q.bytes(), p.bytes());
  }

  /** A hash of the payload's type and bytes, as {@link #same} compares them. */
  private static int hash(Payload p) {
    return p.type().hashCode() * 31 + Arrays.hashCode(p.bytes());
  }

  /** The payload of type {@code type} whose bytes are {@code bytes}. */
  static Payload of(PayloadType type, byte[] bytes) {
    return switch (type) {
      case CUSTOM -> new Custom(bytes.clone());
      case CHAR -> new Chars(TypedPayload.chars(type, bytes));
      case INT8 -> new Int8s(TypedPayload.int8s(type, bytes));
      case UINT8 -> new Uint8s(TypedPayload.uint8s(type, bytes));
      case INT16 -> new Int16s(TypedPayload.int16s(type, bytes));
      case UINT16 -> new Uint16s(TypedPayload.uint16s(type, bytes));
      case INT32 -> new Int32s(TypedPayload.int32s(type, bytes));
      case UINT32 -> new Uint32s(TypedPayload.uint32s(type, bytes));
      case FLOAT -> new Floats(TypedPayload.floats(type, bytes));
      case DOUBLE -> new Doubles(TypedPayload.doubles(type, bytes));
    };
  }

  /** Payload type 0: bytes the message type gives a meaning to. */
  @Tag(0)
  record Custom(@Remaining byte[] values) implements Payload {
    public PayloadType type() {
      return PayloadType.CUSTOM;
    }

    public int byteLength() {
      return values.length;
    }

    public byte[] bytes() {
      return values;
    }

    @Override
    public boolean equals(Object o) {
      return Payload.same(this, o);
    }

    @Override
    public int hashCode() {
      return Payload.hash(this);
    }

    @Override
    public String toString() {
      return "Custom[" + TypedPayload.hex(values) + "]";
    }
  }

  /** Payload type 1: one byte per char (0..255). */
  @Tag(1)
  record Chars(@Remaining @Field(bits = 8) char[] values) implements Payload {
    public PayloadType type() {
      return PayloadType.CHAR;
    }

    public int byteLength() {
      return values.length;
    }

    public byte[] bytes() {
      return TypedPayload.ofChars(values);
    }

    @Override
    public boolean equals(Object o) {
      return Payload.same(this, o);
    }

    @Override
    public int hashCode() {
      return Payload.hash(this);
    }

    @Override
    public String toString() {
      return "Chars[" + new String(values) + "]";
    }
  }

  /** Payload type 2: signed bytes. */
  @Tag(2)
  record Int8s(@Remaining byte[] values) implements Payload {
    public PayloadType type() {
      return PayloadType.INT8;
    }

    public int byteLength() {
      return values.length;
    }

    public byte[] bytes() {
      return values;
    }

    @Override
    public boolean equals(Object o) {
      return Payload.same(this, o);
    }

    @Override
    public int hashCode() {
      return Payload.hash(this);
    }

    @Override
    public String toString() {
      return "Int8s" + Arrays.toString(values);
    }
  }

  /** Payload type 3: unsigned bytes. */
  @Tag(3)
  record Uint8s(@Remaining @Field(bits = 8) int[] values) implements Payload {
    public PayloadType type() {
      return PayloadType.UINT8;
    }

    public int byteLength() {
      return values.length;
    }

    public byte[] bytes() {
      return TypedPayload.ofUint8s(values);
    }

    @Override
    public boolean equals(Object o) {
      return Payload.same(this, o);
    }

    @Override
    public int hashCode() {
      return Payload.hash(this);
    }

    @Override
    public String toString() {
      return "Uint8s" + Arrays.toString(values);
    }
  }

  /** Payload type 4: signed 16-bit integers. */
  @Tag(4)
  record Int16s(@Remaining short[] values) implements Payload {
    public PayloadType type() {
      return PayloadType.INT16;
    }

    public int byteLength() {
      return values.length * 2;
    }

    public byte[] bytes() {
      return TypedPayload.ofInt16s(values);
    }

    @Override
    public boolean equals(Object o) {
      return Payload.same(this, o);
    }

    @Override
    public int hashCode() {
      return Payload.hash(this);
    }

    @Override
    public String toString() {
      return "Int16s" + Arrays.toString(values);
    }
  }

  /** Payload type 5: unsigned 16-bit integers. */
  @Tag(5)
  record Uint16s(@Remaining @Field(bits = 16) int[] values) implements Payload {
    public PayloadType type() {
      return PayloadType.UINT16;
    }

    public int byteLength() {
      return values.length * 2;
    }

    public byte[] bytes() {
      return TypedPayload.ofUint16s(values);
    }

    @Override
    public boolean equals(Object o) {
      return Payload.same(this, o);
    }

    @Override
    public int hashCode() {
      return Payload.hash(this);
    }

    @Override
    public String toString() {
      return "Uint16s" + Arrays.toString(values);
    }
  }

  /** Payload type 6: signed 32-bit integers. */
  @Tag(6)
  record Int32s(@Remaining int[] values) implements Payload {
    public PayloadType type() {
      return PayloadType.INT32;
    }

    public int byteLength() {
      return values.length * 4;
    }

    public byte[] bytes() {
      return TypedPayload.ofInt32s(values);
    }

    @Override
    public boolean equals(Object o) {
      return Payload.same(this, o);
    }

    @Override
    public int hashCode() {
      return Payload.hash(this);
    }

    @Override
    public String toString() {
      return "Int32s" + Arrays.toString(values);
    }
  }

  /** Payload type 7: unsigned 32-bit integers. */
  @Tag(7)
  record Uint32s(@Remaining @Field(bits = 32) long[] values) implements Payload {
    public PayloadType type() {
      return PayloadType.UINT32;
    }

    public int byteLength() {
      return values.length * 4;
    }

    public byte[] bytes() {
      return TypedPayload.ofUint32s(values);
    }

    @Override
    public boolean equals(Object o) {
      return Payload.same(this, o);
    }

    @Override
    public int hashCode() {
      return Payload.hash(this);
    }

    @Override
    public String toString() {
      return "Uint32s" + Arrays.toString(values);
    }
  }

  /** Payload type 8: IEEE 754 binary32. */
  @Tag(8)
  record Floats(@Remaining float[] values) implements Payload {
    public PayloadType type() {
      return PayloadType.FLOAT;
    }

    public int byteLength() {
      return values.length * 4;
    }

    public byte[] bytes() {
      return TypedPayload.ofFloats(values);
    }

    @Override
    public boolean equals(Object o) {
      return Payload.same(this, o);
    }

    @Override
    public int hashCode() {
      return Payload.hash(this);
    }

    @Override
    public String toString() {
      return "Floats" + Arrays.toString(values);
    }
  }

  /** Payload type 9: IEEE 754 binary64. */
  @Tag(9)
  record Doubles(@Remaining double[] values) implements Payload {
    public PayloadType type() {
      return PayloadType.DOUBLE;
    }

    public int byteLength() {
      return values.length * 8;
    }

    public byte[] bytes() {
      return TypedPayload.ofDoubles(values);
    }

    @Override
    public boolean equals(Object o) {
      return Payload.same(this, o);
    }

    @Override
    public int hashCode() {
      return Payload.hash(this);
    }

    @Override
    public String toString() {
      return "Doubles" + Arrays.toString(values);
    }
  }
}
