package io.framewright.benchmarks.command;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.benchmarks.kaitai.Command;
import io.framewright.protocol.avara.CommandPacket;
import io.kaitai.struct.ByteBufferKaitaiStream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * Kaitai Struct 0.11: {@code Command}, compiled with {@code -w} (read-write) from
 * {@code src/main/kaitai/command.ksy} (little-endian, every optional field an {@code if:} on its
 * flag bit, the data {@code size:} chosen by the two length flags). Framewright's exact wire.
 * The spec does not reject what Framewright's decoder rejects beyond that (both p3 flags or
 * both length flags, a value sent wider than needed, 0 sent present, data over 984 bytes).
 *
 * <p>Decode wraps the pooled array in a new {@code ByteBufferKaitaiStream}, constructs the
 * generated class and calls {@code _read()} explicitly; it returns the Kaitai object (boxed
 * optional fields, p3 and the data length still split in two fields each), not a
 * {@link CommandPacket}. Encode builds the Kaitai object from the pooled {@link CommandPacket}
 * inside the measured method, computing the flags and choosing the field widths as Avara's
 * writer does, calls {@code _check()} and {@code _write}s into one reused stream over one reused
 * array.
 */
public class CommandKaitai extends Defaults {
  /** Percent of the optional parts present. */
  @Param({"0", "50", "100"})
  public int density;

  private Pool<CommandPacket> pool;
  private ByteBufferKaitaiStream out;

  @Setup
  public void setUp() {
    pool = CommandPool.withDensity(density);
    out = new ByteBufferKaitaiStream(new byte[pool.maxWireLength]);
    pool.checkDecoder("Kaitai Command", w -> toPacket(read(w)));
    pool.checkEncoder("Kaitai Command", (v, buf) -> write(v, new ByteBufferKaitaiStream(buf)));
    WireSizes.record("command", "density=" + density, "Kaitai", pool.meanWireLength());
  }

  @Benchmark
  public Command decode() {
    return read(pool.wire[index++ & Pool.MASK]);
  }

  @Benchmark
  public int encode() {
    return write(pool.values[index++ & Pool.MASK], out);
  }

  private static Command read(byte[] wire) {
    Command c = new Command(new ByteBufferKaitaiStream(wire));
    c._read();
    return c;
  }

  private static int write(CommandPacket p, ByteBufferKaitaiStream io) {
    Command c = new Command();
    int flags = 0;
    c.setSerialNumber(p.serialNumber());
    c.setSendCount(p.sendCount());
    c.setCommand(p.command());
    Short distribution = p.distribution();
    if (distribution != null) {
      flags |= 0x40;
      c.setDistribution(distribution);
    }
    int p3 = p.p3();
    if (p3 != 0) {
      if ((p3 & ~0xFFFF) == 0) {
        flags |= 0x20;
        c.setP3Short(p3);
      } else {
        flags |= 0x04;
        c.setP3Wide(p3);
      }
    }
    short p2 = p.p2();
    if (p2 != 0) {
      flags |= 0x02;
      c.setP2(p2);
    }
    byte[] data = p.data();
    int length = data.length;
    if (length != 0) {
      if (length <= 0xFF) {
        flags |= 0x10;
        c.setLenDataU1(length);
      } else {
        flags |= 0x08;
        c.setLenDataS2((short) length);
      }
    }
    byte p1 = p.p1();
    if (p1 != 0) {
      flags |= 0x01;
      c.setP1(p1);
    }
    Byte sender = p.sender();
    if (sender != null) {
      flags |= 0x80;
      c.setSender(sender);
    }
    c.setFlags(flags);
    c.setData(data);
    c._check();
    io.seek(0);
    c._write(io);
    return io.pos();
  }

  /**
   * Setup only: every Kaitai field into the record, which the pool compares field by field
   * ({@code flags} is 0 in the record by its contract: the wire flags are checked through the
   * presence of each field).
   */
  private static CommandPacket toPacket(Command c) {
    int p3 = c.p3Short() != null ? c.p3Short() : c.p3Wide() != null ? c.p3Wide() : 0;
    return new CommandPacket(c.serialNumber(), c.sendCount(), c.command(), c.distribution(), p3,
        // short and byte already: a constant 0 beside a Short (Byte) takes its type (JLS 15.25)
        c.p2() != null ? c.p2() : 0, c.p1() != null ? c.p1() : 0, c.sender(), c.data());
  }
}
