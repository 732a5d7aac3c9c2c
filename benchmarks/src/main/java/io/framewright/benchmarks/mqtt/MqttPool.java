package io.framewright.benchmarks.mqtt;

import io.framewright.benchmarks.Pool;
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
import java.util.List;
import java.util.Random;

/**
 * Packets as a broker sees them, mostly PUBLISH: of ten, four PUBLISH (an ASCII topic of 3 to
 * 40 bytes, a payload of 0 to 300 bytes, so the remaining length takes one or two bytes), and
 * one each of PUBACK, CONNACK, SUBSCRIBE (1 to 4 filters), SUBACK, PINGREQ and PINGRESP, drawn
 * at random so that the body's type can not be predicted.
 */
public final class MqttPool {
  static final long SEED = 0x4D51_5454L;

  private MqttPool() {}

  public static Pool<MqttPacket> create() {
    Random random = new Random(SEED);
    MqttPacket[] packets = new MqttPacket[Pool.SIZE];
    for (int i = 0; i < packets.length; i++) {
      packets[i] = packet(random);
    }
    return new Pool<>(packets, MqttPacketCodec.INSTANCE::encode);
  }

  private static MqttPacket packet(Random random) {
    int kind = random.nextInt(10);
    int id = random.nextInt(0x10000);
    return switch (kind) {
      case 0, 1, 2, 3 -> {
        byte[] payload = new byte[random.nextInt(301)];
        random.nextBytes(payload);
        // DUP 0, QoS 0, RETAIN at random (section 3.3.1)
        yield new MqttPacket(3, random.nextInt(2), new Publish(topic(random), payload));
      }
      case 4 -> new MqttPacket(4, 0, new Puback(id));
      case 5 -> new MqttPacket(2, 0, new Connack(random.nextBoolean(), (byte) random.nextInt(6)));
      case 6 -> {
        List<Filter> filters = new ArrayList<>();
        for (int n = 1 + random.nextInt(4); n > 0; n--) {
          filters.add(new Filter(topic(random), random.nextInt(3)));
        }
        // flags 0010 (section 3.8.1)
        yield new MqttPacket(8, 2, new Subscribe(id, List.copyOf(filters)));
      }
      case 7 -> {
        byte[] codes = new byte[1 + random.nextInt(4)];
        for (int k = 0; k < codes.length; k++) {
          codes[k] = (byte) (random.nextInt(4) == 3 ? 0x80 : random.nextInt(3));
        }
        yield new MqttPacket(9, 0, new Suback(id, codes));
      }
      case 8 -> new MqttPacket(12, 0, new PingReq());
      default -> new MqttPacket(13, 0, new PingResp());
    };
  }

  /** A topic such as {@code sensors/k3/temp}: 3 to 40 ASCII bytes. */
  private static String topic(Random random) {
    StringBuilder s = new StringBuilder();
    for (int n = 3 + random.nextInt(38); s.length() < n; ) {
      s.append(random.nextInt(8) == 0 ? '/' : (char) ('a' + random.nextInt(26)));
    }
    return s.toString();
  }
}
