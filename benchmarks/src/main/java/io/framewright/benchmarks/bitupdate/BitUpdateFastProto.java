package io.framewright.benchmarks.bitupdate;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.FastProtoBits;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import org.indunet.fastproto.BitOrder;
import org.indunet.fastproto.ByteOrder;
import org.indunet.fastproto.FastProto;
import org.indunet.fastproto.annotation.BoolArrayType;
import org.indunet.fastproto.annotation.BoolType;
import org.indunet.fastproto.annotation.DefaultBitOrder;
import org.indunet.fastproto.annotation.DefaultByteOrder;
import org.indunet.fastproto.annotation.FloatType;
import org.indunet.fastproto.annotation.Int32Type;
import org.indunet.fastproto.annotation.UInt16Type;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * FastProto 3.10.3 over Framewright's exact wire, as {@code LeHeaderFastProto} maps its header:
 * FastProto's annotations on its own class {@link Wire}. The five packed fields (3, 10, 1, 20
 * and 6 bits, most significant bit first, the 10- and 20-bit ones crossing bytes) are FastProto
 * bit arrays ({@code @BoolArrayType} in {@code MSB_0} order, which runs on into the next byte)
 * and one {@code @BoolType}, since FastProto has no integer narrower than a byte; the arrays are
 * joined into the record's numbers (heading sign-extended from 6 bits) and split from them by
 * {@link FastProtoBits}, in the timed code, unchecked. FastProto
 * checks the sequence's range on encode and that each field lies within the array on decode,
 * not the frame's exact length (19 bytes).
 *
 * <p>Decode: FastProto's new {@link Wire} converted to the {@link BitUpdate} record in the timed
 * method. Encode: one reused {@link Wire} and bit arrays filled from the pooled record, written
 * by FastProto into a reused 19-byte array.
 */
public class BitUpdateFastProto extends Defaults {
  /**
   * FastProto's mapping: bit offsets count from each byte's most significant bit. Both orders
   * are named: FastProto's default byte order became the host's in 3.11.
   */
  @DefaultByteOrder(ByteOrder.LITTLE)
  @DefaultBitOrder(BitOrder.MSB_0)
  public static final class Wire {
    /** Bits 0-2. */
    @BoolArrayType(byteOffset = 0, bitOffset = 0, length = 3)
    public boolean[] kind;

    /** Bits 3-12. */
    @BoolArrayType(byteOffset = 0, bitOffset = 3, length = 10)
    public boolean[] health;

    /** Bit 13. */
    @BoolType(byteOffset = 1, bitOffset = 5)
    public boolean alive;

    /** Bits 14-33. */
    @BoolArrayType(byteOffset = 1, bitOffset = 6, length = 20)
    public boolean[] entity;

    /** Bits 34-39, two's complement. */
    @BoolArrayType(byteOffset = 4, bitOffset = 2, length = 6)
    public boolean[] heading;

    @Int32Type(offset = 5)
    public int tick;

    @FloatType(offset = 9)
    public float x;

    @FloatType(offset = 13)
    public float y;

    @UInt16Type(offset = 17, byteOrder = ByteOrder.BIG)
    public int sequence;
  }

  private Pool<BitUpdate> pool;
  private final Wire encoded = new Wire();
  private byte[] out;

  @Setup
  public void setUp() {
    pool = BitUpdatePool.create();
    out = new byte[BitUpdateVarHandle.SIZE];
    // Only the encoder's arrays: FastProto's decode makes its own.
    encoded.kind = new boolean[3];
    encoded.health = new boolean[10];
    encoded.entity = new boolean[20];
    encoded.heading = new boolean[6];
    pool.checkEncoder("BitUpdateFastProto", (v, buf) -> {
      int n = encode(v);
      System.arraycopy(out, 0, buf, 0, n);
      return n;
    });
    pool.checkDecoder("BitUpdateFastProto", BitUpdateFastProto::decode);
    WireSizes.record("bitupdate", "", "FastProto", pool.meanWireLength());
  }

  @Benchmark
  public BitUpdate decode() {
    return decode(pool.wire[index++ & Pool.MASK]);
  }

  @Benchmark
  public int encode() {
    return encode(pool.values[index++ & Pool.MASK]);
  }

  private static BitUpdate decode(byte[] wire) {
    Wire w = FastProto.decode(wire, Wire.class);
    return new BitUpdate(FastProtoBits.msbFirst(w.kind), FastProtoBits.msbFirst(w.health),
        w.alive, FastProtoBits.msbFirst(w.entity), FastProtoBits.msbFirst(w.heading) << 26 >> 26,
        w.tick, w.x, w.y, w.sequence);
  }

  private int encode(BitUpdate u) {
    Wire w = encoded;
    FastProtoBits.msbFirst(u.kind(), w.kind);
    FastProtoBits.msbFirst(u.health(), w.health);
    w.alive = u.alive();
    FastProtoBits.msbFirst(u.entity(), w.entity);
    FastProtoBits.msbFirst(u.heading(), w.heading);
    w.tick = u.tick();
    w.x = u.x();
    w.y = u.y();
    w.sequence = u.sequence();
    FastProto.encode(w, out);
    return out.length;
  }
}
