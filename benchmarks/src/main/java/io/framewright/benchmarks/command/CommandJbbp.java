package io.framewright.benchmarks.command;

import com.igormaznitsa.jbbp.io.JBBPBitInputStream;
import com.igormaznitsa.jbbp.io.JBBPBitOutputStream;
import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.JbbpStreams;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.protocol.avara.CommandPacket;
import java.io.IOException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * JBBP 3's class generated at build time by {@code jbbp-maven-plugin} from
 * {@code src/main/jbbp/io.framewright.benchmarks.command.JbbpCommand.jbbp}: Framewright's exact
 * wire for one command packet in its own frame. Every optional field is an array of 0 or 1
 * element sized by its flag bit ({@code <short [(flags >> 6) & 1] distribution}); p3 and the
 * data length are two such arrays each (u16 or i32, u8 or i16).
 *
 * <p>The caveat: JBBP cannot size an array by an array element (nor by a field inside a struct
 * array), and the data length is such an element, so the data is read as the rest of the frame
 * ({@code byte [_] data}). That gives the same bytes and values for a packet alone in its frame,
 * as the pool's are, but could not read command packets back to back in an Avara datagram, and
 * nothing checks the declared length (setup does, for the pool). Nor does JBBP check anything
 * else Framewright's decoder rejects (both p3 flags, values sent wider than needed, length
 * limits); the flags are the caller's to compute on encode.
 *
 * <p>Decode: the generated object's {@code read} over a {@link JbbpStreams.Source} re-pointed
 * at the pooled bytes, into one reused generated object, returned as it is (a JBBP user works
 * with the generated class). Per call JBBP allocates nine arrays: eight 0- or 1-element arrays
 * for the optional fields and the data, which it reads byte by byte into a 32-byte buffer that
 * it doubles as needed and then copies to the exact length.
 *
 * <p>Encode: computes the flags as Framewright's encoder does and fills one reused generated
 * object from the pooled record (preallocated 1-element arrays, which the generated writer
 * writes only when their flag is set; the pooled data array itself), then writes it through a
 * {@code JBBPBitOutputStream} over a reused {@link JbbpStreams.Sink}.
 */
public class CommandJbbp extends Defaults {
  /** Percent of the optional parts present. */
  @Param({"0", "50", "100"})
  public int density;

  private Pool<CommandPacket> pool;

  private final JbbpStreams.Source source = new JbbpStreams.Source();
  private final JBBPBitInputStream in = new JBBPBitInputStream(source);
  private final JbbpCommand decoded = new JbbpCommand();

  private JbbpStreams.Sink sink;
  private JBBPBitOutputStream out;
  private JbbpCommand encoded;

  @Setup
  public void setUp() {
    pool = CommandPool.withDensity(density);
    sink = new JbbpStreams.Sink(pool.maxWireLength);
    out = new JBBPBitOutputStream(sink);
    encoded = new JbbpCommand();
    encoded.distribution = new short[1];
    encoded.p3short = new char[1];
    encoded.p3int = new int[1];
    encoded.p2 = new short[1];
    encoded.datalenbyte = new byte[1];
    encoded.datalenshort = new short[1];
    encoded.p1 = new byte[1];
    encoded.sender = new byte[1];

    pool.checkEncoder("JbbpCommand",
        (v, buf) -> copyOut(JbbpStreams.unchecked(() -> encode(v)), buf));
    pool.checkDecoder("JbbpCommand", wire -> {
      source.point(wire);
      return toCommandPacket(JbbpStreams.unchecked(() -> decoded.read(in)));
    });
    WireSizes.record("command", "density=" + density, "Jbbp", pool.meanWireLength());
  }

  @Benchmark
  public JbbpCommand decode() throws IOException {
    source.point(pool.wire[index++ & Pool.MASK]);
    return decoded.read(in);
  }

  @Benchmark
  public int encode() throws IOException {
    return encode(pool.values[index++ & Pool.MASK]);
  }

  private int encode(CommandPacket c) throws IOException {
    JbbpCommand o = encoded;
    int flags = 0;
    Short distribution = c.distribution();
    if (distribution != null) {
      flags |= 0x40;
      o.distribution[0] = distribution;
    }
    int p3 = c.p3();
    if (p3 != 0) {
      if ((p3 & ~0xFFFF) == 0) {
        flags |= 0x20;
        o.p3short[0] = (char) p3;
      } else {
        flags |= 0x04;
        o.p3int[0] = p3;
      }
    }
    short p2 = c.p2();
    if (p2 != 0) {
      flags |= 0x02;
      o.p2[0] = p2;
    }
    byte[] data = c.data();
    int length = data.length;
    if (length > 0xFF) {
      flags |= 0x08;
      o.datalenshort[0] = (short) length;
    } else if (length > 0) {
      flags |= 0x10;
      o.datalenbyte[0] = (byte) length;
    }
    byte p1 = c.p1();
    if (p1 != 0) {
      flags |= 0x01;
      o.p1[0] = p1;
    }
    Byte sender = c.sender();
    if (sender != null) {
      flags |= 0x80;
      o.sender[0] = sender;
    }
    o.serialnumber = (char) c.serialNumber();
    o.sendcount = (char) c.sendCount();
    o.flags = (char) flags;
    o.command = c.command();
    o.data = data;
    sink.reset();
    o.write(out);
    return sink.size();
  }

  private int copyOut(int n, byte[] buf) {
    System.arraycopy(sink.buffer(), 0, buf, 0, n);
    return n;
  }

  /** The record the decoded object stands for (setup's check only). */
  private static CommandPacket toCommandPacket(JbbpCommand o) {
    int dataLen = o.datalenbyte.length > 0 ? o.datalenbyte[0] & 0xFF
        : o.datalenshort.length > 0 ? o.datalenshort[0] : 0;
    if (dataLen != o.data.length) {
      throw new IllegalStateException("JbbpCommand: declared data length " + dataLen
          + ", frame holds " + o.data.length);
    }
    int p3 = o.p3short.length > 0 ? o.p3short[0] : o.p3int.length > 0 ? o.p3int[0] : 0;
    return new CommandPacket(o.serialnumber, o.sendcount, o.command,
        o.distribution.length > 0 ? o.distribution[0] : null, p3,
        o.p2.length > 0 ? o.p2[0] : 0, o.p1.length > 0 ? o.p1[0] : 0,
        o.sender.length > 0 ? o.sender[0] : null, o.data);
  }
}
