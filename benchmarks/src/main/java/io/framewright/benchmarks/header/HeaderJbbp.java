package io.framewright.benchmarks.header;

import com.igormaznitsa.jbbp.io.JBBPBitInputStream;
import com.igormaznitsa.jbbp.io.JBBPBitOrder;
import com.igormaznitsa.jbbp.io.JBBPBitOutputStream;
import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.JbbpStreams;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.benchmarks.header.PacketLE.OffsetLE;
import io.framewright.protocol.bitpacked.Packet;
import io.framewright.protocol.bitpacked.PayloadType;
import java.io.IOException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * JBBP 3's classes generated at build time by {@code jbbp-maven-plugin} from
 * {@code src/main/jbbp/io.framewright.benchmarks.header.JbbpPacketBig.jbbp} and
 * {@code ...JbbpPacketLittle.jbbp}: Framewright's exact wire. Big-endian goes through bit
 * streams in JBBP's {@code MSB0_DIRECT} bit order (most significant bit first, no bit
 * reversal), little-endian through {@code LSB0}. JBBP's bit fields are at most 8 bits wide, so
 * payloadLength, messageId and offset are read and written in pieces; offset and turn are
 * arrays of 0 or 1 element sized by the flag bits ({@code [(flags >> 1) & 1]},
 * {@code [flags & 1]}). JBBP checks nothing: no payload type range, no reserved bits, no
 * frame length.
 *
 * <p>Decode: the generated object's {@code read} over a {@link JbbpStreams.Source} re-pointed
 * at the pooled bytes, into one reused generated object, which is returned as it is (a JBBP
 * user works with the generated class; fields stay split as the script has them). Per call JBBP
 * allocates the payload array, the 0- or 1-element turn array, and a new 0- or 1-element offset
 * struct array (with its struct) whenever the presence of offset changes from the last packet.
 *
 * <p>Encode: fills one reused generated object from the pooled record (pieces of the split
 * fields, the pooled payload array itself, preallocated 1-element offset and turn arrays) and
 * writes it through a {@code JBBPBitOutputStream} over a reused {@link JbbpStreams.Sink}.
 */
public class HeaderJbbp extends Defaults {
  private static final PayloadType[] TYPES = PayloadType.values();

  private Pool<Packet> big;
  private Pool<PacketLE> little;

  private final JbbpStreams.Source source = new JbbpStreams.Source();
  private final JBBPBitInputStream bigIn = new JBBPBitInputStream(source, JBBPBitOrder.MSB0_DIRECT);
  private final JBBPBitInputStream littleIn = new JBBPBitInputStream(source, JBBPBitOrder.LSB0);
  private final JbbpPacketBig bigDecoded = new JbbpPacketBig();
  private final JbbpPacketLittle littleDecoded = new JbbpPacketLittle();

  private JbbpStreams.Sink sink;
  private JBBPBitOutputStream bigOut;
  private JBBPBitOutputStream littleOut;
  private JbbpPacketBig bigEncoded;
  private JbbpPacketLittle littleEncoded;

  @Setup
  public void setUp() {
    big = HeaderPool.big();
    little = HeaderPool.little();
    sink = new JbbpStreams.Sink(Math.max(big.maxWireLength, little.maxWireLength));
    bigOut = new JBBPBitOutputStream(sink, JBBPBitOrder.MSB0_DIRECT);
    littleOut = new JBBPBitOutputStream(sink, JBBPBitOrder.LSB0);
    bigEncoded = new JbbpPacketBig();
    bigEncoded.offset = new JbbpPacketBig.OFFSET[] {new JbbpPacketBig.OFFSET(bigEncoded)};
    bigEncoded.turn = new char[1];
    littleEncoded = new JbbpPacketLittle();
    littleEncoded.offset =
        new JbbpPacketLittle.OFFSET[] {new JbbpPacketLittle.OFFSET(littleEncoded)};
    littleEncoded.turn = new char[1];

    big.checkEncoder("JbbpPacketBig", (v, buf) -> copyOut(JbbpStreams.unchecked(() -> encodeBig(v)), buf));
    big.checkDecoder("JbbpPacketBig", wire -> toPacket(readBig(wire)));
    little.checkEncoder("JbbpPacketLittle", (v, buf) -> copyOut(JbbpStreams.unchecked(() -> encodeLittle(v)), buf));
    little.checkDecoder("JbbpPacketLittle", wire -> toPacketLE(readLittle(wire)));
    WireSizes.record("header", "Big", "Jbbp", big.meanWireLength());
    WireSizes.record("header", "Little", "Jbbp", little.meanWireLength());
  }

  @Benchmark
  public JbbpPacketBig decodeBig() throws IOException {
    source.point(big.wire[index++ & Pool.MASK]);
    return bigDecoded.read(bigIn);
  }

  @Benchmark
  public int encodeBig() throws IOException {
    return encodeBig(big.values[index++ & Pool.MASK]);
  }

  @Benchmark
  public JbbpPacketLittle decodeLittle() throws IOException {
    source.point(little.wire[index++ & Pool.MASK]);
    return littleDecoded.read(littleIn);
  }

  @Benchmark
  public int encodeLittle() throws IOException {
    return encodeLittle(little.values[index++ & Pool.MASK]);
  }

  private int encodeBig(Packet p) throws IOException {
    JbbpPacketBig o = bigEncoded;
    byte[] payload = p.payloadBytes();
    int length = payload.length;
    o.lenhi = (char) (length >>> 2);
    o.lenlo = (byte) (length & 0x3);
    o.payloadtype = (byte) p.payloadType().ordinal();
    o.flags = (byte) p.flags();
    int id = p.messageId();
    o.idhi = (char) (id >>> 12);
    o.idmid = (char) (id >>> 4 & 0xFF);
    o.idlo = (byte) (id & 0xF);
    o.messagetype = (byte) p.messageType();
    o.reserved = 0;
    Packet.Offset offset = p.offset();
    if (offset != null) {
      JbbpPacketBig.OFFSET w = o.offset[0];
      w.hi = (char) (offset.offset() >>> 7);
      w.lo = (byte) (offset.offset() & 0x7F);
      w.last = (byte) (offset.last() ? 1 : 0);
    }
    Integer turn = p.turn();
    if (turn != null) {
      o.turn[0] = (char) turn.intValue();
    }
    o.payload = payload;
    sink.reset();
    o.write(bigOut);
    return sink.size();
  }

  private int encodeLittle(PacketLE p) throws IOException {
    JbbpPacketLittle o = littleEncoded;
    byte[] payload = p.payload();
    int length = payload.length;
    o.lenlo = (char) (length & 0xFF);
    o.lenhi = (byte) (length >>> 8);
    o.payloadtype = (byte) p.payloadType().ordinal();
    o.flags = (byte) p.flags();
    int id = p.messageId();
    o.idlo = (char) (id & 0xFF);
    o.idmid = (char) (id >>> 8 & 0xFF);
    o.idhi = (byte) (id >>> 16);
    o.messagetype = (byte) p.messageType();
    o.reserved = 0;
    OffsetLE offset = p.offset();
    if (offset != null) {
      JbbpPacketLittle.OFFSET w = o.offset[0];
      w.lo = (char) (offset.offset() & 0xFF);
      w.hi = (byte) (offset.offset() >>> 8);
      w.last = (byte) (offset.last() ? 1 : 0);
    }
    Integer turn = p.turn();
    if (turn != null) {
      o.turn[0] = (char) turn.intValue();
    }
    o.payload = payload;
    sink.reset();
    o.write(littleOut);
    return sink.size();
  }

  private int copyOut(int n, byte[] buf) {
    System.arraycopy(sink.buffer(), 0, buf, 0, n);
    return n;
  }

  private JbbpPacketBig readBig(byte[] wire) {
    source.point(wire);
    return JbbpStreams.unchecked(() -> bigDecoded.read(bigIn));
  }

  private JbbpPacketLittle readLittle(byte[] wire) {
    source.point(wire);
    return JbbpStreams.unchecked(() -> littleDecoded.read(littleIn));
  }

  /** The record the decoded object stands for (setup's check only). */
  private static Packet toPacket(JbbpPacketBig o) {
    if (o.reserved != 0 || o.payload.length != (o.lenhi << 2 | o.lenlo)) {
      throw new IllegalStateException("JbbpPacketBig read reserved bits or a wrong length");
    }
    Packet.Offset offset = o.offset.length == 0 ? null
        : new Packet.Offset(o.offset[0].hi << 7 | o.offset[0].lo, o.offset[0].last != 0);
    Integer turn = o.turn.length == 0 ? null : (int) o.turn[0];
    return new Packet(o.payload.length, TYPES[o.payloadtype], o.flags,
        o.idhi << 12 | o.idmid << 4 | o.idlo, o.messagetype, offset, turn, o.payload);
  }

  /** The record the decoded object stands for (setup's check only). */
  private static PacketLE toPacketLE(JbbpPacketLittle o) {
    if (o.reserved != 0 || o.payload.length != (o.lenhi << 8 | o.lenlo)) {
      throw new IllegalStateException("JbbpPacketLittle read reserved bits or a wrong length");
    }
    OffsetLE offset = o.offset.length == 0 ? null
        : new OffsetLE(o.offset[0].hi << 8 | o.offset[0].lo, o.offset[0].last != 0);
    Integer turn = o.turn.length == 0 ? null : (int) o.turn[0];
    return new PacketLE(o.payload.length, TYPES[o.payloadtype], o.flags,
        o.idhi << 16 | o.idmid << 8 | o.idlo, o.messagetype, offset, turn, o.payload);
  }
}
