package io.framewright.protocol.beer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.protocol.beer.BeerMessage.Event;
import io.framewright.protocol.beer.BeerMessage.GameSpeed;
import io.framewright.protocol.beer.BeerMessage.NewPlayer;
import io.framewright.protocol.beer.BeerMessage.ObjectPosition;
import io.framewright.protocol.beer.BeerMessage.Ping;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Splitting a TCP byte stream into BEER frames and resynchronising after bad ones. */
class BeerStreamDecoderTest {
  private final List<DecodeException> errors = new ArrayList<>();
  private final BeerStreamDecoder decoder = new BeerStreamDecoder(errors::add);

  private List<BeerMessage> feed(String hex) {
    return decoder.feed(Hex.parse(hex));
  }

  @Test
  void framesSplitAnywhereComeOutWhole() {
    // Ping | ObjectPosition(0x0a0d, 0, 0) with 0d 0a in its data | Event(7, 01 02)
    byte[] stream = Hex.parse("42454552 0d000000 0d0a"
        + "42454552 00000000 0d0a0000 0000 0000 0d0a"
        + "42454552 03000000 07 0102 0d0a");
    List<BeerMessage> out = new ArrayList<>();
    for (int i = 0; i < stream.length; i++) {
      out.addAll(decoder.feed(stream, i, 1));
    }
    assertEquals(List.of(new Ping(), new ObjectPosition(0x0A0D, (short) 0, (short) 0),
        new Event(7, new byte[] {1, 2})), out);
    assertEquals(List.of(), errors);
    assertEquals(0, decoder.buffered());
  }

  @Test
  void sameFramesInRandomChunks() {
    byte[] stream = Hex.parse("42454552 0d000000 0d0a"
        + "42454552 00000000 0d0a0000 0000 0000 0d0a"
        + "42454552 03000000 07 0102 0d0a"
        + "42454552 06000000 03 0d0a");
    List<BeerMessage> expected = List.of(new Ping(), new ObjectPosition(0x0A0D, (short) 0,
        (short) 0), new Event(7, new byte[] {1, 2}), new NewPlayer(3));
    java.util.Random random = new java.util.Random(7);
    for (int run = 0; run < 200; run++) {
      BeerStreamDecoder fresh = new BeerStreamDecoder(errors::add);
      List<BeerMessage> out = new ArrayList<>();
      for (int p = 0; p < stream.length; ) {
        int n = Math.min(stream.length - p, 1 + random.nextInt(15));
        out.addAll(fresh.feed(stream, p, n));
        p += n;
      }
      assertEquals(expected, out, "run " + run);
      assertEquals(0, fresh.buffered());
    }
    assertEquals(List.of(), errors);
  }

  @Test
  void severalFramesInOneRead() {
    assertEquals(List.of(new NewPlayer(3), new GameSpeed(60)),
        feed("42454552 06000000 03 0d0a 42454552 04000000 3c000000 0d0a"));
    assertEquals(List.of(), errors);
  }

  @Test
  void anUnfinishedFrameWaits() {
    assertEquals(List.of(), feed("42454552 04000000 3c00"));
    assertEquals(10, decoder.buffered());
    assertEquals(List.of(new GameSpeed(60)), feed("0000 0d0a"));
    assertEquals(List.of(), errors);
    // a fixed-size frame that ends in CR waits for the LF
    assertEquals(List.of(), feed("42454552 0d000000 0d"));
    assertEquals(List.of(new Ping()), feed("0a"));
    assertEquals(List.of(), errors);
  }

  @Test
  void garbageBeforeASignatureIsOneError() {
    assertEquals(List.of(new Ping()), feed("00 11 42 45 58 99 42454552 0d000000 0d0a"));
    assertEquals(1, errors.size());
    assertEquals("BeerMessage.(magic)", errors.get(0).fieldPath());
    assertEquals(0, errors.get(0).byteOffset());
  }

  @Test
  void unknownOpcodeThenResynchronise() {
    assertEquals(List.of(new NewPlayer(1)),
        feed("42454552 0f000000 0d0a 42454552 06000000 01 0d0a"));
    assertEquals(1, errors.size());
    assertEquals("BeerMessage.(tag)", errors.get(0).fieldPath());
    assertEquals("15", errors.get(0).found());
  }

  @Test
  void missingCrLfOnAFixedSizeFrameThenResynchronise() {
    // NewPlayer(2) followed directly by the next frame's signature: 42 45 is not 0d 0a
    assertEquals(List.of(new Ping()), feed("42454552 06000000 02 42454552 0d000000 0d0a"));
    assertEquals(1, errors.size());
    assertEquals("BeerMessage.NewPlayer.(terminator)", errors.get(0).fieldPath());
    assertEquals(9, errors.get(0).byteOffset());
  }

  @Test
  void aSignatureSplitWhileResynchronising() {
    // bad signature, then only the first two bytes of the next one
    assertEquals(List.of(), feed("58585858 4245"));
    assertEquals(1, errors.size());
    assertEquals(2, decoder.buffered());
    assertEquals(List.of(new Ping()), feed("4552 0d000000 0d0a"));
    assertEquals(1, errors.size());
    // garbage with no signature at all is dropped, reported once
    assertEquals(List.of(), feed("01 02 03"));
    assertEquals(List.of(), feed("04 05 06"));
    assertEquals(2, errors.size());
    assertEquals(0, decoder.buffered());
  }

  @Test
  void aVariableFrameWithoutCrLfIsBoundedByMaxFrameBytes() {
    BeerStreamDecoder small = new BeerStreamDecoder(errors::add, 16);
    // Event(7) whose arguments never end: 18 bytes without a CR LF, over the 16-byte bound
    assertEquals(List.of(), small.feed(Hex.parse("42454552 03000000 07 0102030405060708")));
    assertEquals(1, errors.size());
    assertEquals(List.of(new Ping()), small.feed(Hex.parse("42454552 0d000000 0d0a")));
    assertEquals(1, errors.size());
  }

  @Test
  void aVariableFrameWithoutCrLfSwallowsTheNextFrame() {
    // The format's own limit: an Event missing its CR LF runs to the next frame's CR LF.
    List<BeerMessage> out = feed("42454552 03000000 07 01 42454552 0d000000 0d0a");
    assertEquals(List.of(new Event(7, Hex.parse("01 42454552 0d000000"))), out);
    assertEquals(List.of(), errors);
  }

  @Test
  void rejectsABoundBelowTheSmallestFrame() {
    assertThrows(IllegalArgumentException.class, () -> new BeerStreamDecoder(errors::add, 9));
  }
}
