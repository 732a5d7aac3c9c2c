package io.framewright.benchmarks.mqtt;

import io.framewright.benchmarks.HandUtf8;
import io.framewright.benchmarks.mqtt.MqttPacket.Body;
import io.framewright.benchmarks.mqtt.MqttPacket.Connack;
import io.framewright.benchmarks.mqtt.MqttPacket.Filter;
import io.framewright.benchmarks.mqtt.MqttPacket.PingReq;
import io.framewright.benchmarks.mqtt.MqttPacket.PingResp;
import io.framewright.benchmarks.mqtt.MqttPacket.Puback;
import io.framewright.benchmarks.mqtt.MqttPacket.Publish;
import io.framewright.benchmarks.mqtt.MqttPacket.Suback;
import io.framewright.benchmarks.mqtt.MqttPacket.Subscribe;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The baseline for {@link MqttPacket}: hand-written over {@code byte[]}, one method per packet
 * type, validating what the generated codec validates and throwing
 * {@link IllegalArgumentException} (or an index exception) instead of its
 * {@code DecodeException}/{@code EncodeException}. Encode: flags 0..15, packet identifiers
 * 0..65535, QoS 0..3, topics of at most 65,535 UTF-8 bytes without an unpaired surrogate, the
 * remaining length's maximum, the buffer's room. Decode: truncation anywhere, a remaining length
 * longer than four bytes or not in the fewest bytes, a type that selects no body, reserved bits
 * that are not zero, malformed UTF-8, and a body or packet that does not end exactly where the
 * remaining length says.
 */
public final class HandMqttCodec {
  private static final int MAX_REMAINING = MqttPacket.MAX_REMAINING;
  private static final int MAX_TOPIC = 65_535;

  private HandMqttCodec() {}

  /** Encodes {@code m} at {@code buf[off]}; returns the number of bytes written. */
  public static int encode(MqttPacket m, byte[] buf, int off) {
    int flags = m.flags();
    if (flags < 0 || flags > 15) {
      throw new IllegalArgumentException("flags out of 0..15: " + flags);
    }
    Body body = m.body();
    int p;
    if (body instanceof Publish b) {
      String topic = b.topic();
      int topicBytes = topicLength(topic);
      byte[] payload = b.payload();
      p = header(3, flags, 2 + topicBytes + payload.length, buf, off);
      p = writeTopic(topic, topicBytes, buf, p);
      System.arraycopy(payload, 0, buf, p, payload.length);
      p += payload.length;
    } else if (body instanceof Puback b) {
      p = header(4, flags, 2, buf, off);
      p = writeId(b.packetId(), buf, p);
    } else if (body instanceof Connack b) {
      p = header(2, flags, 2, buf, off);
      buf[p] = (byte) (b.sessionPresent() ? 1 : 0);
      buf[p + 1] = b.returnCode();
      p += 2;
    } else if (body instanceof Subscribe b) {
      List<Filter> filters = b.filters();
      int n = filters.size();
      long remaining = 2;
      for (int i = 0; i < n; i++) {
        remaining += 3 + topicLength(filters.get(i).topic());
      }
      p = header(8, flags, remaining, buf, off);
      p = writeId(b.packetId(), buf, p);
      for (int i = 0; i < n; i++) {
        Filter f = filters.get(i);
        int qos = f.qos();
        if (qos < 0 || qos > 3) {
          throw new IllegalArgumentException("qos out of 0..3: " + qos);
        }
        String topic = f.topic();
        p = writeTopic(topic, topicLength(topic), buf, p);
        buf[p++] = (byte) qos;
      }
    } else if (body instanceof Suback b) {
      byte[] codes = b.returnCodes();
      p = header(9, flags, 2 + codes.length, buf, off);
      p = writeId(b.packetId(), buf, p);
      System.arraycopy(codes, 0, buf, p, codes.length);
      p += codes.length;
    } else if (body instanceof PingReq) {
      p = header(12, flags, 0, buf, off);
    } else if (body instanceof PingResp) {
      p = header(13, flags, 0, buf, off);
    } else {
      throw new IllegalArgumentException("no body: " + body);
    }
    return p - off;
  }

  /**
   * Checks the remaining length and the buffer's room, writes the first byte and the varint
   * remaining length at {@code off}; returns where the body goes.
   */
  private static int header(int type, int flags, long remaining, byte[] buf, int off) {
    if (remaining > MAX_REMAINING) {
      throw new IllegalArgumentException("remaining length above " + MAX_REMAINING + ": "
          + remaining);
    }
    int r = (int) remaining;
    int varint = r < 0x80 ? 1 : r < 0x4000 ? 2 : r < 0x20_0000 ? 3 : 4;
    if (off < 0 || buf.length - off < 1 + varint + r) {
      throw new IllegalArgumentException("buffer too small: need " + (1 + varint + r)
          + " byte(s) at " + off);
    }
    buf[off] = (byte) (type << 4 | flags);
    int p = off + 1;
    while (r >= 0x80) {
      buf[p++] = (byte) (r | 0x80);
      r >>>= 7;
    }
    buf[p++] = (byte) r;
    return p;
  }

  private static int topicLength(String topic) {
    int n = HandUtf8.utf8Length(topic);
    if (n > MAX_TOPIC) {
      throw new IllegalArgumentException("topic longer than " + MAX_TOPIC + " bytes: " + n);
    }
    return n;
  }

  /** Writes the u16 length and the topic's {@code bytes} UTF-8 bytes at {@code p}. */
  private static int writeTopic(String topic, int bytes, byte[] buf, int p) {
    buf[p] = (byte) (bytes >>> 8);
    buf[p + 1] = (byte) bytes;
    return HandUtf8.writeUtf8(topic, 0, buf, p + 2);
  }

  private static int writeId(int id, byte[] buf, int p) {
    if (id < 0 || id > 0xFFFF) {
      throw new IllegalArgumentException("packet identifier out of 0..65535: " + id);
    }
    buf[p] = (byte) (id >>> 8);
    buf[p + 1] = (byte) id;
    return p + 2;
  }

  /** Decodes exactly one packet from {@code buf[off..off+len)}. */
  public static MqttPacket decode(byte[] buf, int off, int len) {
    int end = off + len;
    if (off < 0 || len < 2 || buf.length - off < len) {
      throw new IllegalArgumentException("truncated packet");
    }
    int b0 = buf[off] & 0xFF;
    int p = off + 1;
    int remaining = 0;
    for (int i = 0; ; i++) {
      if (i == 4) {
        throw new IllegalArgumentException("remaining length longer than 4 bytes");
      }
      if (p == end) {
        throw new IllegalArgumentException("truncated remaining length");
      }
      int b = buf[p++];
      remaining |= (b & 0x7F) << 7 * i;
      if (b >= 0) {
        if (b == 0 && i > 0) {
          throw new IllegalArgumentException("remaining length not in the fewest bytes");
        }
        break;
      }
    }
    if (remaining != end - p) {
      throw new IllegalArgumentException("remaining length " + remaining + ", but "
          + (end - p) + " byte(s) follow");
    }
    int type = b0 >>> 4;
    Body body = switch (type) {
      case 2 -> connack(buf, p, end);
      case 3 -> publish(buf, p, end);
      case 4 -> new Puback(id(buf, p, end, true));
      case 8 -> subscribe(buf, p, end);
      case 9 -> new Suback(id(buf, p, end, false), Arrays.copyOfRange(buf, p + 2, end));
      case 12 -> new PingReq();
      case 13 -> new PingResp();
      default -> throw new IllegalArgumentException("type " + type + " selects no body");
    };
    if ((type == 12 || type == 13) && p != end) {
      throw new IllegalArgumentException("bytes after an empty body");
    }
    return new MqttPacket(type, b0 & 0xF, body);
  }

  /** The packet identifier at {@code p}; with {@code last}, it must end the body. */
  private static int id(byte[] buf, int p, int end, boolean last) {
    if (last ? end - p != 2 : end - p < 2) {
      throw new IllegalArgumentException("body of " + (end - p) + " byte(s)");
    }
    return (buf[p] & 0xFF) << 8 | buf[p + 1] & 0xFF;
  }

  private static Connack connack(byte[] buf, int p, int end) {
    if (end - p != 2) {
      throw new IllegalArgumentException("CONNACK body of " + (end - p) + " byte(s)");
    }
    int ack = buf[p];
    if ((ack & 0xFE) != 0) {
      throw new IllegalArgumentException("reserved acknowledge flags set: " + ack);
    }
    return new Connack(ack != 0, buf[p + 1]);
  }

  private static Publish publish(byte[] buf, int p, int end) {
    int n = topicLengthAt(buf, p, end, 0);
    String topic = HandUtf8.decodeUtf8(buf, p + 2, n);
    return new Publish(topic, Arrays.copyOfRange(buf, p + 2 + n, end));
  }

  private static Subscribe subscribe(byte[] buf, int p, int end) {
    int id = id(buf, p, end, false);
    List<Filter> filters = new ArrayList<>();
    for (int q = p + 2; q < end; ) {
      int n = topicLengthAt(buf, q, end, 1);
      String topic = HandUtf8.decodeUtf8(buf, q + 2, n);
      q += 2 + n;
      int options = buf[q++];
      if ((options & 0xFC) != 0) {
        throw new IllegalArgumentException("reserved subscription bits set: " + options);
      }
      filters.add(new Filter(topic, options));
    }
    return new Subscribe(id, Collections.unmodifiableList(filters));
  }

  /** The u16 topic length at {@code p}, checked to leave {@code after} more bytes before end. */
  private static int topicLengthAt(byte[] buf, int p, int end, int after) {
    if (end - p < 2) {
      throw new IllegalArgumentException("truncated topic length");
    }
    int n = (buf[p] & 0xFF) << 8 | buf[p + 1] & 0xFF;
    if (end - p - 2 - after < n) {
      throw new IllegalArgumentException("truncated topic of " + n + " byte(s)");
    }
    return n;
  }
}
