package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.framewright.examples.layouts.Packed;
import io.framewright.examples.layouts.PackedCodec;
import io.framewright.runtime.Codec;
import io.framewright.runtime.Framewright;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class RegistryAndThreadingTest {

  @Test
  void registryFindsTheGeneratedSingletons() {
    assertSame(PackedCodec.INSTANCE, Framewright.codec(Packed.class));
    assertSame(Vec2Codec.INSTANCE, Framewright.codec(Vec2.class));
    assertSame(EntityUpdateCodec.INSTANCE, Framewright.codec(EntityUpdate.class));
    assertEquals(Packed.class, Framewright.codec(Packed.class).type());
  }

  @Test
  void layoutConstants() {
    assertEquals(13, PackedCodec.FIXED_SIZE);
    assertEquals(java.nio.ByteOrder.BIG_ENDIAN, PackedCodec.BYTE_ORDER);
    assertEquals(java.nio.ByteOrder.LITTLE_ENDIAN, HandshakeCodec.BYTE_ORDER);
    assertEquals(List.of("kind", "health", "alive", "entityId", "heading", "tick", "position.x",
        "position.y", "sequence"), EntityUpdateCodec.FIELDS.paths());
    assertEquals(34, EntityUpdateCodec.FIELDS.bitOffset(4));
  }

  @Test
  void byteBufferApis() {
    Packed value = new Packed(5, 0x2AA, true, 0xF0F0F, 33, 0x11223344, 0x55667788);
    ByteBuffer heap = ByteBuffer.allocate(32).position(3);
    assertEquals(13, PackedCodec.INSTANCE.encode(value, heap));
    assertEquals(16, heap.position());
    ByteBuffer direct = ByteBuffer.allocateDirect(13);
    PackedCodec.INSTANCE.encode(value, direct);
    direct.flip();
    assertEquals(value, PackedCodec.INSTANCE.decode(direct));
    assertEquals(13, direct.position());
    heap.flip().position(3);
    assertEquals(value, PackedCodec.INSTANCE.decode(heap));
  }

  @Test
  void codecsAreSafeToShareAcrossThreads() throws Exception {
    Codec<EntityUpdate> codec = EntityUpdateCodec.INSTANCE;
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<Integer>> results = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        int seed = t;
        results.add(pool.submit(() -> {
          int checked = 0;
          byte[] buf = new byte[EntityUpdateCodec.FIXED_SIZE];
          for (int i = 0; i < 20_000; i++) {
            int n = seed * 1_000_000 + i;
            EntityUpdate v = new EntityUpdate(EntityKind.values()[n % 3], n % 1024, n % 2 == 0,
                n & 0xFFFFF, n % 64 - 32, n, new Vec2((short) n, (short) -n), n & 0xFFFF);
            codec.encode(v, buf, 0);
            if (!codec.decode(buf).equals(v)) {
              throw new AssertionError("thread " + seed + " value " + i);
            }
            checked++;
          }
          return checked;
        }));
      }
      for (Future<Integer> f : results) {
        assertEquals(20_000, f.get(60, TimeUnit.SECONDS));
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
