package io.framewright.runtime.capture;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.time.DateTimeException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The pcapng format (draft-ietf-opsawg-pcapng): blocks of type, total length, body and the total
 * length again. A Section Header Block gives the byte order of its section and resets its
 * interfaces; Interface Description Blocks give each interface's link type and timestamp
 * resolution ({@code if_tsresol}, {@code if_tsoffset}); Enhanced and Simple Packet Blocks hold
 * the packets. Other blocks are skipped unread. Option values are read one at a time, and only
 * those that matter (8 bytes at most), so no length in the file sizes an allocation beyond
 * {@link CaptureReader#MAX_PACKET}.
 */
final class PcapngReader implements CaptureReader {
  private static final int SHB = 0x0a0d0d0a;
  private static final int IDB = 1;
  private static final int SPB = 3;
  private static final int EPB = 6;
  private static final int BYTE_ORDER_MAGIC = 0x1a2b3c4d;
  private static final int OPT_ENDOFOPT = 0;
  private static final int IF_TSRESOL = 9;
  private static final int IF_TSOFFSET = 14;
  private static final BigInteger NANOS_PER_SECOND = BigInteger.valueOf(1_000_000_000);

  /** An interface of the current section. */
  private record Interface(int linkType, long snapLength, BigInteger unitsPerSecond,
      long offsetSeconds) {}

  private final CaptureInput in;
  private final byte[] head = new byte[8];
  private ByteOrder order = ByteOrder.BIG_ENDIAN;
  private final List<Interface> interfaces = new ArrayList<>();
  private boolean inSection;
  private long number;

  PcapngReader(CaptureInput in) {
    this.in = in;
  }

  static boolean isSectionHeader(byte[] magic) {
    return ByteBuffer.wrap(magic).getInt() == SHB;
  }

  @Override
  public CapturedPacket next() throws IOException {
    while (true) {
      long at = in.offset();
      if (!in.readOrEnd(head, "a block header")) {
        return null;
      }
      int type = ByteBuffer.wrap(head).order(order).getInt(0);
      if (type == SHB) {
        sectionHeader(at);
        continue;
      }
      if (!inSection) {
        throw new CaptureException("the file does not start with a Section Header Block", at);
      }
      long length = Integer.toUnsignedLong(ByteBuffer.wrap(head).order(order).getInt(4));
      checkLength(length, 12, at);
      long body = length - 12;
      CapturedPacket packet = switch (type) {
        case IDB -> {
          interfaceDescription(body, at);
          yield null;
        }
        case EPB -> enhancedPacket(body, at);
        case SPB -> simplePacket(body, at);
        default -> {
          in.skip(body, "a block of type " + Integer.toUnsignedString(type));
          yield null;
        }
      };
      trailer(length, at);
      if (packet != null) {
        return packet;
      }
    }
  }

  private void sectionHeader(long at) throws IOException {
    byte[] magic = in.read(4, "a Section Header Block");
    int bom = ByteBuffer.wrap(magic).getInt();
    if (bom == BYTE_ORDER_MAGIC) {
      order = ByteOrder.BIG_ENDIAN;
    } else if (Integer.reverseBytes(bom) == BYTE_ORDER_MAGIC) {
      order = ByteOrder.LITTLE_ENDIAN;
    } else {
      throw new CaptureException("a Section Header Block's byte-order magic is "
          + String.format("%08x", bom) + ", not 1a2b3c4d in either byte order", at + 8);
    }
    long length = Integer.toUnsignedLong(ByteBuffer.wrap(head).order(order).getInt(4));
    checkLength(length, 28, at);
    ByteBuffer fixed = ByteBuffer.wrap(in.read(12, "a Section Header Block")).order(order);
    int major = Short.toUnsignedInt(fixed.getShort(0));
    if (major != 1) {
      throw new CaptureException("pcapng version " + major + " is not 1", at + 12);
    }
    in.skip(length - 28, "a Section Header Block's options");
    trailer(length, at);
    interfaces.clear();
    inSection = true;
  }

  private void interfaceDescription(long body, long at) throws IOException {
    if (body < 8) {
      throw new CaptureException("an Interface Description Block of " + (body + 12)
          + " bytes, fewer than 20", at + 4);
    }
    ByteBuffer fixed = ByteBuffer.wrap(in.read(8, "an Interface Description Block")).order(order);
    int linkType = Short.toUnsignedInt(fixed.getShort(0));
    long snapLength = Integer.toUnsignedLong(fixed.getInt(4));
    BigInteger units = BigInteger.valueOf(1_000_000);
    long offsetSeconds = 0;
    long left = body - 8;
    while (left >= 4) {
      long optionAt = in.offset();
      ByteBuffer option = ByteBuffer.wrap(in.read(4, "an option header")).order(order);
      int code = Short.toUnsignedInt(option.getShort(0));
      int length = Short.toUnsignedInt(option.getShort(2));
      long padded = (length + 3L) & ~3L;
      left -= 4;
      if (padded > left) {
        throw new CaptureException("an option of " + length + " bytes runs past its block",
            optionAt);
      }
      if (code == OPT_ENDOFOPT) {
        break;
      }
      if (code == IF_TSRESOL && length == 1) {
        units = resolution(in.read(1, "if_tsresol")[0], optionAt);
        in.skip(padded - 1, "if_tsresol's padding");
      } else if (code == IF_TSOFFSET && length == 8) {
        offsetSeconds = ByteBuffer.wrap(in.read(8, "if_tsoffset")).order(order).getLong();
      } else {
        in.skip(padded, "an option");
      }
      left -= padded;
    }
    in.skip(left, "an Interface Description Block's end");
    interfaces.add(new Interface(linkType, snapLength, units, offsetSeconds));
  }

  /** Units per second of {@code if_tsresol}: 10^n, or 2^n when the top bit is set. */
  private static BigInteger resolution(byte value, long at) {
    int n = value & 0x7f;
    BigInteger units = (value & 0x80) == 0 ? BigInteger.TEN.pow(n) : BigInteger.TWO.pow(n);
    if (units.bitLength() > 64) {
      throw new CaptureException("if_tsresol of " + (value & 0xff) + " is finer than a 64-bit"
          + " timestamp can count", at);
    }
    return units;
  }

  private CapturedPacket enhancedPacket(long body, long at) throws IOException {
    if (body < 20) {
      throw new CaptureException("an Enhanced Packet Block of " + (body + 12)
          + " bytes, fewer than 32", at + 4);
    }
    ByteBuffer fixed = ByteBuffer.wrap(in.read(20, "an Enhanced Packet Block")).order(order);
    Interface on = interfaceOf(Integer.toUnsignedLong(fixed.getInt(0)), at + 8);
    long units = (Integer.toUnsignedLong(fixed.getInt(4)) << 32)
        | Integer.toUnsignedLong(fixed.getInt(8));
    long captured = Integer.toUnsignedLong(fixed.getInt(12));
    long original = Integer.toUnsignedLong(fixed.getInt(16));
    long padded = (captured + 3) & ~3L;
    if (captured > MAX_PACKET) {
      throw new CaptureException("an Enhanced Packet Block claims " + captured
          + " captured bytes, more than " + MAX_PACKET, at + 20);
    }
    if (padded > body - 20) {
      throw new CaptureException("an Enhanced Packet Block's " + captured
          + " captured bytes run past its end", at + 20);
    }
    byte[] data = in.read((int) captured, "a packet of " + captured + " bytes");
    in.skip(body - 20 - captured, "an Enhanced Packet Block's options");
    return new CapturedPacket(++number, time(on, units, at + 12), on.linkType(), data,
        Math.max(original, captured));
  }

  private CapturedPacket simplePacket(long body, long at) throws IOException {
    if (body < 4) {
      throw new CaptureException("a Simple Packet Block of " + (body + 12)
          + " bytes, fewer than 16", at + 4);
    }
    Interface on = interfaceOf(0, at);
    long original = Integer.toUnsignedLong(
        ByteBuffer.wrap(in.read(4, "a Simple Packet Block")).order(order).getInt());
    // The captured length is not stored: the original length, cut to the snapshot length.
    long captured = on.snapLength() == 0 ? original : Math.min(original, on.snapLength());
    if (captured > MAX_PACKET) {
      throw new CaptureException("a Simple Packet Block of " + captured + " bytes, more than "
          + MAX_PACKET, at + 8);
    }
    if (((captured + 3) & ~3L) > body - 4) {
      throw new CaptureException("a Simple Packet Block's " + captured
          + " bytes run past its end", at + 8);
    }
    byte[] data = in.read((int) captured, "a packet of " + captured + " bytes");
    in.skip(body - 4 - captured, "a Simple Packet Block's padding");
    return new CapturedPacket(++number, null, on.linkType(), data, original);
  }

  private Interface interfaceOf(long id, long at) {
    if (id >= interfaces.size()) {
      throw new CaptureException("a packet on interface " + id + ", but the section describes "
          + interfaces.size(), at);
    }
    return interfaces.get((int) id);
  }

  private static Instant time(Interface on, long units, long at) {
    BigInteger[] split = new BigInteger(Long.toUnsignedString(units))
        .divideAndRemainder(on.unitsPerSecond());
    long nanos = split[1].multiply(NANOS_PER_SECOND).divide(on.unitsPerSecond()).longValue();
    try {
      return Instant.ofEpochSecond(Math.addExact(split[0].longValueExact(), on.offsetSeconds()),
          nanos);
    } catch (ArithmeticException | DateTimeException e) {
      throw new CaptureException("a timestamp beyond the range of dates", at);
    }
  }

  private void trailer(long length, long at) throws IOException {
    long again = Integer.toUnsignedLong(
        ByteBuffer.wrap(in.read(4, "a block's trailing length")).order(order).getInt());
    if (again != length) {
      throw new CaptureException("a block's trailing length " + again + " differs from its "
          + "leading length " + length, in.offset() - 4);
    }
  }

  private static void checkLength(long length, int least, long at) {
    if (length < least || length % 4 != 0) {
      throw new CaptureException("a block length of " + length + " (at least " + least
          + ", a multiple of 4)", at + 4);
    }
  }
}
