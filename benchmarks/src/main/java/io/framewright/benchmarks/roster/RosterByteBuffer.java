package io.framewright.benchmarks.roster;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * {@link ByteBufferRosterCodec}, hand-written over heap {@link ByteBuffer}s (big-endian ones for
 * {@link Roster}, little-endian ones for {@link RosterLE}): decode gets a buffer wrapped around
 * each pooled roster in setup; encode reuses one buffer per byte order.
 */
public class RosterByteBuffer extends Defaults {
  /** Units per roster. */
  @Param({"1", "16", "128"})
  public int count;

  private Pool<Roster> big;
  private Pool<RosterLE> little;
  private ByteBuffer[] bigWrapped;
  private ByteBuffer[] littleWrapped;
  private ByteBuffer out;
  private ByteBuffer outLittle;

  @Setup
  public void setUp() {
    big = RosterPool.big(count);
    little = RosterPool.little(count);
    bigWrapped = new ByteBuffer[Pool.SIZE];
    littleWrapped = new ByteBuffer[Pool.SIZE];
    for (int i = 0; i < Pool.SIZE; i++) {
      bigWrapped[i] = ByteBuffer.wrap(big.wire[i]);
      littleWrapped[i] = ByteBuffer.wrap(little.wire[i]).order(ByteOrder.LITTLE_ENDIAN);
    }
    out = ByteBuffer.allocate(big.maxWireLength);
    outLittle = ByteBuffer.allocate(little.maxWireLength).order(ByteOrder.LITTLE_ENDIAN);
    big.checkEncoder("ByteBufferRosterCodec",
        (v, buf) -> ByteBufferRosterCodec.encodeBig(v, ByteBuffer.wrap(buf)));
    big.checkDecoder("ByteBufferRosterCodec",
        w -> ByteBufferRosterCodec.decodeBig(ByteBuffer.wrap(w)));
    little.checkEncoder("ByteBufferRosterCodec (LE)", (v, buf) -> ByteBufferRosterCodec
        .encodeLittle(v, ByteBuffer.wrap(buf).order(ByteOrder.LITTLE_ENDIAN)));
    little.checkDecoder("ByteBufferRosterCodec (LE)", w -> ByteBufferRosterCodec
        .decodeLittle(ByteBuffer.wrap(w).order(ByteOrder.LITTLE_ENDIAN)));
    WireSizes.record("roster", "Big count=" + count, "ByteBuffer", big.meanWireLength());
    WireSizes.record("roster", "Little count=" + count, "ByteBuffer", little.meanWireLength());
  }

  @Benchmark
  public Roster decodeBig() {
    return ByteBufferRosterCodec.decodeBig(bigWrapped[index++ & Pool.MASK]);
  }

  @Benchmark
  public int encodeBig() {
    return ByteBufferRosterCodec.encodeBig(big.values[index++ & Pool.MASK], out);
  }

  @Benchmark
  public RosterLE decodeLittle() {
    return ByteBufferRosterCodec.decodeLittle(littleWrapped[index++ & Pool.MASK]);
  }

  @Benchmark
  public int encodeLittle() {
    return ByteBufferRosterCodec.encodeLittle(little.values[index++ & Pool.MASK], outLittle);
  }
}
