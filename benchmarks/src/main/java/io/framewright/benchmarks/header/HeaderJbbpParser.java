package io.framewright.benchmarks.header;

import com.igormaznitsa.jbbp.JBBPParser;
import com.igormaznitsa.jbbp.io.JBBPBitInputStream;
import com.igormaznitsa.jbbp.io.JBBPBitOrder;
import com.igormaznitsa.jbbp.model.JBBPFieldArrayByte;
import com.igormaznitsa.jbbp.model.JBBPFieldArrayStruct;
import com.igormaznitsa.jbbp.model.JBBPFieldArrayUShort;
import com.igormaznitsa.jbbp.model.JBBPFieldStruct;
import com.igormaznitsa.jbbp.model.JBBPNumericField;
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
 * JBBP's interpreting route: a {@link JBBPParser} compiled once in setup from the same scripts
 * as {@code src/main/jbbp/io.framewright.benchmarks.header.JbbpPacketBig.jbbp} and
 * {@code ...JbbpPacketLittle.jbbp} (repeated here without comments, as the scripts are not on
 * the class path), over Framewright's exact wire. Decode only: a parser only parses (writing
 * would be JBBP's {@code JBBPOut} builder or its reflective {@code @Bin} writer, another
 * contender).
 *
 * <p>Decode: {@code parse} over a reused {@code JBBPBitInputStream} on a {@link
 * JbbpStreams.Source} re-pointed at the pooled bytes; returns the parsed field tree as it is
 * (every field already read into a field object; a user would then look fields up by name).
 * Per call the parser builds that tree: a field object per field, a named-field map for the
 * expression-sized arrays, its counters and the arrays.
 */
public class HeaderJbbpParser extends Defaults {
  private static final PayloadType[] TYPES = PayloadType.values();

  static final String BIG = "ubyte lenHi; bit:2 lenLo; bit:4 payloadType; bit:2 flags;"
      + " ubyte idHi; ubyte idMid; bit:4 idLo; bit:6 messageType; bit:6 reserved;"
      + " offset [(flags >> 1) & 1] { ubyte hi; bit:7 lo; bit:1 last; }"
      + " ushort [flags & 1] turn; byte [(lenHi << 2) | lenLo] payload;";
  static final String LITTLE = "ubyte lenLo; bit:2 lenHi; bit:4 payloadType; bit:2 flags;"
      + " ubyte idLo; ubyte idMid; bit:4 idHi; bit:6 messageType; bit:6 reserved;"
      + " offset [(flags >> 1) & 1] { ubyte lo; bit:7 hi; bit:1 last; }"
      + " <ushort [flags & 1] turn; byte [(lenHi << 8) | lenLo] payload;";

  private Pool<Packet> big;
  private Pool<PacketLE> little;

  private final JbbpStreams.Source source = new JbbpStreams.Source();
  private final JBBPBitInputStream bigIn = new JBBPBitInputStream(source, JBBPBitOrder.MSB0_DIRECT);
  private final JBBPBitInputStream littleIn = new JBBPBitInputStream(source, JBBPBitOrder.LSB0);
  private final JBBPParser bigParser = JBBPParser.prepare(BIG, JBBPBitOrder.MSB0_DIRECT);
  private final JBBPParser littleParser = JBBPParser.prepare(LITTLE, JBBPBitOrder.LSB0);

  @Setup
  public void setUp() {
    big = HeaderPool.big();
    little = HeaderPool.little();
    big.checkDecoder("JBBPParser big", wire -> {
      source.point(wire);
      return toPacket(JbbpStreams.unchecked(() -> bigParser.parse(bigIn)));
    });
    little.checkDecoder("JBBPParser little", wire -> {
      source.point(wire);
      return toPacketLE(JbbpStreams.unchecked(() -> littleParser.parse(littleIn)));
    });
    WireSizes.record("header", "Big", "JbbpParser", big.meanWireLength());
    WireSizes.record("header", "Little", "JbbpParser", little.meanWireLength());
  }

  @Benchmark
  public JBBPFieldStruct decodeBig() throws IOException {
    source.point(big.wire[index++ & Pool.MASK]);
    return bigParser.parse(bigIn);
  }

  @Benchmark
  public JBBPFieldStruct decodeLittle() throws IOException {
    source.point(little.wire[index++ & Pool.MASK]);
    return littleParser.parse(littleIn);
  }

  private static int num(JBBPFieldStruct s, String name) {
    return ((JBBPNumericField) s.findFieldForName(name)).getAsInt();
  }

  /** The record the parsed tree stands for (setup's check only). */
  private static Packet toPacket(JBBPFieldStruct s) {
    byte[] payload = ((JBBPFieldArrayByte) s.findFieldForName("payload")).getArray();
    if (num(s, "reserved") != 0 || payload.length != (num(s, "lenHi") << 2 | num(s, "lenLo"))) {
      throw new IllegalStateException("JBBPParser read reserved bits or a wrong length");
    }
    JBBPFieldArrayStruct offsets = (JBBPFieldArrayStruct) s.findFieldForName("offset");
    Packet.Offset offset = null;
    if (offsets.size() > 0) {
      JBBPFieldStruct o = offsets.getElementAt(0);
      offset = new Packet.Offset(num(o, "hi") << 7 | num(o, "lo"), num(o, "last") != 0);
    }
    JBBPFieldArrayUShort turns = (JBBPFieldArrayUShort) s.findFieldForName("turn");
    Integer turn = turns.size() == 0 ? null : turns.getAsInt(0);
    return new Packet(payload.length, TYPES[num(s, "payloadType")], num(s, "flags"),
        num(s, "idHi") << 12 | num(s, "idMid") << 4 | num(s, "idLo"), num(s, "messageType"),
        offset, turn, payload);
  }

  /** The record the parsed tree stands for (setup's check only). */
  private static PacketLE toPacketLE(JBBPFieldStruct s) {
    byte[] payload = ((JBBPFieldArrayByte) s.findFieldForName("payload")).getArray();
    if (num(s, "reserved") != 0 || payload.length != (num(s, "lenHi") << 8 | num(s, "lenLo"))) {
      throw new IllegalStateException("JBBPParser read reserved bits or a wrong length");
    }
    JBBPFieldArrayStruct offsets = (JBBPFieldArrayStruct) s.findFieldForName("offset");
    OffsetLE offset = null;
    if (offsets.size() > 0) {
      JBBPFieldStruct o = offsets.getElementAt(0);
      offset = new OffsetLE(num(o, "hi") << 8 | num(o, "lo"), num(o, "last") != 0);
    }
    JBBPFieldArrayUShort turns = (JBBPFieldArrayUShort) s.findFieldForName("turn");
    Integer turn = turns.size() == 0 ? null : turns.getAsInt(0);
    return new PacketLE(payload.length, TYPES[num(s, "payloadType")], num(s, "flags"),
        num(s, "idHi") << 16 | num(s, "idMid") << 8 | num(s, "idLo"), num(s, "messageType"),
        offset, turn, payload);
  }
}
