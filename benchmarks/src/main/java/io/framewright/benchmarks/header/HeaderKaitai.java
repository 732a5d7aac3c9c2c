package io.framewright.benchmarks.header;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.benchmarks.kaitai.HeaderBig;
import io.framewright.benchmarks.kaitai.HeaderLittle;
import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PayloadType;
import io.kaitai.struct.ByteBufferKaitaiStream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * Kaitai Struct 0.11: {@code HeaderBig} and {@code HeaderLittle}, compiled with {@code -w}
 * (read-write) from {@code src/main/kaitai/header_big.ksy} and {@code header_little.ksy}
 * ({@code b10}/{@code b4}/... bit fields, {@code bit-endian: be} resp. {@code le}, validating
 * the payload type and the reserved bits as Framewright does). Framewright's exact wire.
 *
 * <p>Decode wraps the pooled array in a new {@code ByteBufferKaitaiStream}, constructs the
 * generated class and calls {@code _read()} explicitly (read-write classes do not read in the
 * constructor); it returns the Kaitai object, not a {@link Packet}. Encode builds the Kaitai
 * object (and its {@code Offset}) from the pooled {@link Packet} inside the measured method,
 * computing the flags and the payload length as the other encoders do, calls {@code _check()}
 * on each object (Kaitai refuses to write an unchecked one) and {@code _write}s into one reused
 * stream over one reused array.
 */
public class HeaderKaitai extends Defaults {
  private static final PayloadType[] TYPES = PayloadType.values();

  private Pool<Packet> big;
  private Pool<PacketLE> little;
  private ByteBufferKaitaiStream out;

  @Setup
  public void setUp() {
    big = HeaderPool.big();
    little = HeaderPool.little();
    out = new ByteBufferKaitaiStream(
        new byte[Math.max(big.maxWireLength, little.maxWireLength)]);
    big.checkDecoder("Kaitai HeaderBig", w -> toPacket(readBig(w)));
    little.checkDecoder("Kaitai HeaderLittle", w -> toPacketLE(readLittle(w)));
    big.checkEncoder("Kaitai HeaderBig",
        (v, buf) -> writeBig(v, new ByteBufferKaitaiStream(buf)));
    little.checkEncoder("Kaitai HeaderLittle",
        (v, buf) -> writeLittle(v, new ByteBufferKaitaiStream(buf)));
    WireSizes.record("header", "Big", "Kaitai", big.meanWireLength());
    WireSizes.record("header", "Little", "Kaitai", little.meanWireLength());
  }

  @Benchmark
  public HeaderBig decodeBig() {
    return readBig(big.wire[index++ & Pool.MASK]);
  }

  @Benchmark
  public int encodeBig() {
    return writeBig(big.values[index++ & Pool.MASK], out);
  }

  @Benchmark
  public HeaderLittle decodeLittle() {
    return readLittle(little.wire[index++ & Pool.MASK]);
  }

  @Benchmark
  public int encodeLittle() {
    return writeLittle(little.values[index++ & Pool.MASK], out);
  }

  private static HeaderBig readBig(byte[] wire) {
    HeaderBig h = new HeaderBig(new ByteBufferKaitaiStream(wire));
    h._read();
    return h;
  }

  private static HeaderLittle readLittle(byte[] wire) {
    HeaderLittle h = new HeaderLittle(new ByteBufferKaitaiStream(wire));
    h._read();
    return h;
  }

  private static int writeBig(Packet p, ByteBufferKaitaiStream io) {
    HeaderBig h = new HeaderBig();
    byte[] payload = p.payloadBytes();
    Packet.Offset offset = p.offset();
    Integer turn = p.turn();
    h.setLenPayload(payload.length);
    h.setPayloadType(p.payloadType().ordinal());
    h.setFlags((offset != null ? Packet.OFFSET_FLAG : 0) | (turn != null ? Packet.TURN_FLAG : 0));
    h.setMessageId(p.messageId());
    h.setMessageType(p.messageType());
    h.setReserved(0);
    if (offset != null) {
      HeaderBig.Offset o = new HeaderBig.Offset(null, h, h);
      o.setOffset(offset.offset());
      o.setLast(offset.last());
      o._check();
      h.setOffset(o);
    }
    h.setTurn(turn);
    h.setPayload(payload);
    h._check();
    io.seek(0);
    h._write(io);
    return io.pos();
  }

  private static int writeLittle(PacketLE p, ByteBufferKaitaiStream io) {
    HeaderLittle h = new HeaderLittle();
    byte[] payload = p.payload();
    PacketLE.OffsetLE offset = p.offset();
    Integer turn = p.turn();
    h.setLenPayload(payload.length);
    h.setPayloadType(p.payloadType().ordinal());
    h.setFlags((offset != null ? Packet.OFFSET_FLAG : 0) | (turn != null ? Packet.TURN_FLAG : 0));
    h.setMessageId(p.messageId());
    h.setMessageType(p.messageType());
    h.setReserved(0);
    if (offset != null) {
      HeaderLittle.Offset o = new HeaderLittle.Offset(null, h, h);
      o.setOffset(offset.offset());
      o.setLast(offset.last());
      o._check();
      h.setOffset(o);
    }
    h.setTurn(turn);
    h.setPayload(payload);
    h._check();
    io.seek(0);
    h._write(io);
    return io.pos();
  }

  /** Setup only: every Kaitai field into the record, which the pool compares field by field. */
  private static Packet toPacket(HeaderBig h) {
    HeaderBig.Offset o = h.offset();
    return new Packet((int) h.lenPayload(), TYPES[(int) h.payloadType()], (int) h.flags(),
        (int) h.messageId(), (int) h.messageType(),
        o == null ? null : new Packet.Offset((int) o.offset(), o.last()), h.turn(), h.payload());
  }

  /** Setup only, as {@link #toPacket}. */
  private static PacketLE toPacketLE(HeaderLittle h) {
    HeaderLittle.Offset o = h.offset();
    return new PacketLE((int) h.lenPayload(), TYPES[(int) h.payloadType()], (int) h.flags(),
        (int) h.messageId(), (int) h.messageType(),
        o == null ? null : new PacketLE.OffsetLE((int) o.offset(), o.last()), h.turn(),
        h.payload());
  }
}
