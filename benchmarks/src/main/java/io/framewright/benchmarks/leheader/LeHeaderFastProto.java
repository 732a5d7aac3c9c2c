package io.framewright.benchmarks.leheader;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.FastProtoBits;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import org.indunet.fastproto.BitOrder;
import org.indunet.fastproto.ByteOrder;
import org.indunet.fastproto.FastProto;
import org.indunet.fastproto.annotation.BoolArrayType;
import org.indunet.fastproto.annotation.DefaultBitOrder;
import org.indunet.fastproto.annotation.DefaultByteOrder;
import org.indunet.fastproto.annotation.Int64Type;
import org.indunet.fastproto.annotation.UInt16Type;
import org.indunet.fastproto.annotation.UInt32Type;
import org.indunet.fastproto.annotation.UInt8Type;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * FastProto 3.10.3 ({@code org.indunet:fastproto}) over Framewright's exact wire: its
 * annotations on its own mutable class {@link Wire}, resolved by reflection on first use and
 * interpreted on every call ({@code FastProto.decode(byte[], Class)},
 * {@code FastProto.encode(Object, byte[])}). FastProto has no integer narrower than a byte, so
 * byte 0's two 4-bit fields are 4-element bit arrays ({@code @BoolArrayType}, least significant
 * bit first), joined into numbers and split by {@link FastProtoBits}. FastProto checks the range
 * of its byte-wide fields on encode (not the nibbles') and that each field lies within the array
 * on decode; not the frame's exact length (24 bytes), as the hand-written and generated decoders
 * do.
 *
 * <p>Decode: FastProto builds a new {@link Wire} per call, which is converted to the
 * {@link LeHeader} record in the timed method, so that FastProto's time covers what the other
 * decoders of this message deliver. Encode: one reused {@link Wire} (and its two bit arrays)
 * filled from the pooled record, then written by FastProto into a reused 24-byte array.
 */
public class LeHeaderFastProto extends Defaults {
  /**
   * FastProto's mapping: one annotated field per wire field, at its byte offset. Both orders
   * are named: FastProto's default byte order became the host's in 3.11.
   */
  @DefaultByteOrder(ByteOrder.LITTLE)
  @DefaultBitOrder(BitOrder.LSB_0)
  public static final class Wire {
    @BoolArrayType(byteOffset = 0, bitOffset = 0, length = 4)
    public boolean[] version;

    @BoolArrayType(byteOffset = 0, bitOffset = 4, length = 4)
    public boolean[] kind;

    @UInt8Type(offset = 1)
    public int flags;

    @UInt16Type(offset = 2)
    public int length;

    @UInt32Type(offset = 4)
    public long source;

    @UInt32Type(offset = 8)
    public long target;

    @UInt32Type(offset = 12)
    public long sequence;

    @Int64Type(offset = 16)
    public long timestamp;
  }

  private Pool<LeHeader> pool;
  private final Wire encoded = new Wire();
  private byte[] out;

  @Setup
  public void setUp() {
    pool = LeHeaderPool.create();
    out = new byte[LeHeaderVarHandle.SIZE];
    // Only the encoder's arrays: FastProto's decode makes its own.
    encoded.version = new boolean[4];
    encoded.kind = new boolean[4];
    pool.checkEncoder("LeHeaderFastProto", (v, buf) -> {
      int n = encode(v);
      System.arraycopy(out, 0, buf, 0, n);
      return n;
    });
    pool.checkDecoder("LeHeaderFastProto", LeHeaderFastProto::decode);
    WireSizes.record("leheader", "", "FastProto", pool.meanWireLength());
  }

  @Benchmark
  public LeHeader decode() {
    return decode(pool.wire[index++ & Pool.MASK]);
  }

  @Benchmark
  public int encode() {
    return encode(pool.values[index++ & Pool.MASK]);
  }

  private static LeHeader decode(byte[] wire) {
    Wire w = FastProto.decode(wire, Wire.class);
    return new LeHeader(FastProtoBits.lsbFirst(w.version), FastProtoBits.lsbFirst(w.kind),
        w.flags, w.length, w.source, w.target, w.sequence, w.timestamp);
  }

  private int encode(LeHeader h) {
    Wire w = encoded;
    FastProtoBits.lsbFirst(h.version(), w.version);
    FastProtoBits.lsbFirst(h.kind(), w.kind);
    w.flags = h.flags();
    w.length = h.length();
    w.source = h.source();
    w.target = h.target();
    w.sequence = h.sequence();
    w.timestamp = h.timestamp();
    FastProto.encode(w, out);
    return out.length;
  }
}
