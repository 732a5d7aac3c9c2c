package io.framewright.benchmarks.text;

import io.framewright.benchmarks.Defaults;
import io.framewright.benchmarks.Pool;
import io.framewright.benchmarks.WireSizes;
import io.framewright.benchmarks.kaitai.Text;
import io.framewright.protocol.pies.NumberItem;
import io.framewright.protocol.pies.PiesPacket;
import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * Kaitai Struct 0.11: {@code Text}, compiled with {@code -w} (read-write) from
 * {@code src/main/kaitai/text.ksy}: the packet id, then the body as a substream up to
 * {@code terminator: 0xff}, switched on the id to Location (three string items) or Level Data
 * (a string item, then number items {@code repeat: eos}); string items are {@code 01}, a UTF-8
 * {@code str} with {@code terminator: 0}; number items are {@code 02}, the sign byte, the digit
 * bytes up to {@code 00}, and a value instance computing the base-250 number. Framewright's
 * exact wire for the pooled packets, with one limit: Kaitai evaluates integer expressions in
 * Java {@code int}, so the spec accepts 1..4 digits and its value is exact for magnitudes below
 * 2^31 (the pool's numbers are ints); Framewright reads any {@code long}.
 *
 * <p>Decode wraps the pooled array in a new {@code ByteBufferKaitaiStream}, constructs the
 * generated class and calls {@code _read()} explicitly (which copies the body into its own
 * substream), then evaluates every number's lazy {@code value} instance so the numbers are
 * decoded as in the other contenders; it returns the Kaitai object, not a {@link PiesPacket}.
 * Encode builds the Kaitai objects from the pooled {@link PiesPacket} inside the measured
 * method: the caller computes each number's sign and base-250 digit bytes (two digits at
 * least, as {@code PiesNumber} writes) and the body's size (Kaitai needs it set to write the
 * terminated substream), calls {@code _check()} on every object and {@code _write}s into one
 * reused stream over one reused array (Kaitai's writer allocates the body's substream itself).
 */
public class TextKaitai extends Defaults {
  private static final int LOCATION = 0x02;
  private static final int LEVEL_DATA = 0x06;
  /** The items' data type bytes ({@code contents:}), shared and never written to. */
  private static final byte[] STRING_TYPE = {0x01};
  private static final byte[] NUMBER_TYPE = {0x02};

  @Param({"location", "levelData"})
  public String packet;

  private Pool<PiesPacket> pool;
  private ByteBufferKaitaiStream out;

  @Setup
  public void setUp() {
    pool = TextPool.of(packet);
    out = new ByteBufferKaitaiStream(new byte[pool.maxWireLength]);
    pool.checkDecoder("Kaitai Text", w -> toPacket(read(w)));
    pool.checkEncoder("Kaitai Text", (v, buf) -> write(v, new ByteBufferKaitaiStream(buf)));
    WireSizes.record("text", "packet=" + packet, "Kaitai", pool.meanWireLength());
  }

  @Benchmark
  public Text decode() {
    return read(pool.wire[index++ & Pool.MASK]);
  }

  @Benchmark
  public int encode() {
    return write(pool.values[index++ & Pool.MASK], out);
  }

  private static Text read(byte[] wire) {
    Text t = new Text(new ByteBufferKaitaiStream(wire));
    t._read();
    if (t.body() instanceof Text.LevelData levelData) {
      List<Text.NumberItem> data = levelData.data();
      for (int i = 0, n = data.size(); i < n; i++) {
        data.get(i).value();
      }
    }
    return t;
  }

  private static int write(PiesPacket p, ByteBufferKaitaiStream io) {
    Text t = new Text();
    int size;
    KaitaiStruct.ReadWrite body;
    if (p instanceof PiesPacket.Location location) {
      t.setPacketId(LOCATION);
      Text.Location l = new Text.Location(null, t, t);
      String username = location.username().value();
      String x = location.x().value();
      String y = location.y().value();
      l.setUsername(stringItem(username, l, t));
      l.setX(stringItem(x, l, t));
      l.setY(stringItem(y, l, t));
      l._check();
      size = 6 + utf8Length(username) + utf8Length(x) + utf8Length(y);
      body = l;
    } else if (p instanceof PiesPacket.LevelData levelData) {
      t.setPacketId(LEVEL_DATA);
      Text.LevelData d = new Text.LevelData(null, t, t);
      String name = levelData.name().value();
      d.setName(stringItem(name, d, t));
      size = 2 + utf8Length(name);
      List<NumberItem> numbers = levelData.data();
      int n = numbers.size();
      ArrayList<Text.NumberItem> items = new ArrayList<>(n);
      for (int i = 0; i < n; i++) {
        long v = numbers.get(i).value();
        Text.NumberItem item = new Text.NumberItem(null, d, t);
        item.setDataType(NUMBER_TYPE);
        item.setSign(v < 0 ? 2 : 1);
        byte[] digits = digits(Math.abs(v));
        item.setDigits(digits);
        item._check();
        items.add(item);
        size += 3 + digits.length;
      }
      d.setData(items);
      d._check();
      body = d;
    } else {
      throw new IllegalArgumentException("not in the Kaitai spec: " + p);
    }
    t.setBody(body);
    t.setBody_OuterSize(size);
    t._check();
    io.seek(0);
    t._write(io);
    return io.pos();
  }

  private static Text.StringItem stringItem(String value, KaitaiStruct.ReadWrite parent,
      Text root) {
    Text.StringItem item = new Text.StringItem(null, parent, root);
    item.setDataType(STRING_TYPE);
    item.setValue(value);
    item._check();
    return item;
  }

  /** Base-250 digits + 1 of {@code m}, most significant first, at least two (as pies writes). */
  private static byte[] digits(long m) {
    int n = 2;
    for (long limit = 250L * 250; n < 8 && m >= limit; limit *= 250) {
      n++;
    }
    byte[] digits = new byte[n];
    for (int i = n - 1; i >= 0; i--) {
      digits[i] = (byte) (m % 250 + 1);
      m /= 250;
    }
    return digits;
  }

  /** The UTF-8 length of {@code s}, without encoding it (unpaired surrogates count 1, as '?'). */
  private static int utf8Length(String s) {
    int n = s.length();
    int bytes = n;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x80) {
        if (c < 0x800) {
          bytes += 1;
        } else if (Character.isHighSurrogate(c) && i + 1 < n
            && Character.isLowSurrogate(s.charAt(i + 1))) {
          bytes += 2;
          i++;
        } else if (!Character.isSurrogate(c)) {
          bytes += 2;
        }
      }
    }
    return bytes;
  }

  /** Setup only: every Kaitai field into the record, which the pool compares field by field. */
  private static PiesPacket toPacket(Text t) {
    if (t.body() instanceof Text.Location l) {
      return new PiesPacket.Location(l.username().value(), l.x().value(), l.y().value());
    }
    Text.LevelData d = (Text.LevelData) t.body();
    long[] numbers = new long[d.data().size()];
    for (int i = 0; i < numbers.length; i++) {
      numbers[i] = d.data().get(i).value();
    }
    return PiesPacket.LevelData.of(d.name().value(), numbers);
  }
}
