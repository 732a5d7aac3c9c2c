package io.framewright.protocol.beer;

import static io.framewright.protocol.beer.Wire.assertWire;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.protocol.beer.BeerMessage.Event;
import io.framewright.protocol.beer.BeerMessage.GameSpeed;
import io.framewright.protocol.beer.BeerMessage.Leaving;
import io.framewright.protocol.beer.BeerMessage.NewObject;
import io.framewright.protocol.beer.BeerMessage.NewPlayer;
import io.framewright.protocol.beer.BeerMessage.ObjectInformations;
import io.framewright.protocol.beer.BeerMessage.ObjectPosition;
import io.framewright.protocol.beer.BeerMessage.ObjectRect;
import io.framewright.protocol.beer.BeerMessage.ObjectRemoved;
import io.framewright.protocol.beer.BeerMessage.Ping;
import io.framewright.protocol.beer.BeerMessage.PlayerCrashed;
import io.framewright.protocol.beer.BeerMessage.PlayerLeft;
import io.framewright.protocol.beer.BeerMessage.Ready;
import io.framewright.protocol.beer.BeerMessage.Refused;
import io.framewright.protocol.beer.BeerMessage.Welcome;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Framewright;
import io.framewright.runtime.Hex;
import io.framewright.runtime.WireReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every BEER opcode against bytes worked out by hand from the source text: signature
 * {@code 42 45 45 52}, u32 LE opcode, data (little-endian), {@code 0d 0a}.
 */
class BeerMessageTest {
  private static final BeerMessageCodec CODEC = BeerMessageCodec.INSTANCE;

  // ---------------------------------------------------------------- fixed-size opcodes

  @Test
  void objectPosition() {
    // BEER | opcode 0 | id 0x12345678 LE | x 100 = 0x0064 LE | y -100 = 0xff9c LE | CR LF
    assertWire(CODEC, new ObjectPosition(0x12345678L, (short) 100, (short) -100),
        "42454552 00000000 78563412 6400 9cff 0d0a");
    // extremes: id 2^32-1, x 32767, y -32768
    assertWire(CODEC, new ObjectPosition(0xFFFF_FFFFL, Short.MAX_VALUE, Short.MIN_VALUE),
        "42454552 00000000 ffffffff ff7f 0080 0d0a");
  }

  @Test
  void objectRect() {
    // BEER | opcode 1 | id 7 | width 32 | height 16 | x -1 | y 200 = 0x00c8 | CR LF
    assertWire(CODEC, new ObjectRect(7, (short) 32, (short) 16, (short) -1, (short) 200),
        "42454552 01000000 07000000 2000 1000 ffff c800 0d0a");
  }

  @Test
  void newObject() {
    // BEER | opcode 2 | id 42 = 0x2a | type 3 | CR LF
    assertWire(CODEC, new NewObject(42, 3), "42454552 02000000 2a000000 03000000 0d0a");
  }

  @Test
  void gameSpeedObjectRemovedPlayerLeft() {
    // BEER | opcode 4 | tps 60 = 0x3c | CR LF
    assertWire(CODEC, new GameSpeed(60), "42454552 04000000 3c000000 0d0a");
    // BEER | opcode 5 | id 0xdeadbeef LE | CR LF
    assertWire(CODEC, new ObjectRemoved(0xDEAD_BEEFL), "42454552 05000000 efbeadde 0d0a");
    // BEER | opcode 9 | id 0x0102 LE | CR LF
    assertWire(CODEC, new PlayerLeft(0x0102), "42454552 09000000 02010000 0d0a");
  }

  @Test
  void newPlayerAndPlayerCrashed() {
    // BEER | opcode 6 | player 3 | CR LF
    assertWire(CODEC, new NewPlayer(3), "42454552 06000000 03 0d0a");
    // BEER | opcode 7 | player 255 | CR LF
    assertWire(CODEC, new PlayerCrashed(255), "42454552 07000000 ff 0d0a");
  }

  @Test
  void opcodesWithoutData() {
    // BEER | opcode | CR LF
    assertWire(CODEC, new Leaving(), "42454552 08000000 0d0a");
    assertWire(CODEC, new Welcome(), "42454552 0a000000 0d0a");
    assertWire(CODEC, new Refused(), "42454552 0b000000 0d0a");
    assertWire(CODEC, new Ready(), "42454552 0c000000 0d0a");
    assertWire(CODEC, new Ping(), "42454552 0d000000 0d0a");
  }

  @Test
  void fixedSizeDataMayContainCrLf() {
    // id 0x0a0d0a0d is 0d 0a 0d 0a, x = y = 0x0a0d is 0d 0a: read by size, then CR LF checked
    assertWire(CODEC, new ObjectPosition(0x0A0D_0A0DL, (short) 0x0A0D, (short) 0x0A0D),
        "42454552 00000000 0d0a0d0a 0d0a 0d0a 0d0a");
    // id 0x0a0d -> 0d 0a 00 00, width 0x0a0d -> 0d 0a
    assertWire(CODEC, new ObjectRect(0x0A0D, (short) 0x0A0D, (short) 0, (short) 0, (short) 0),
        "42454552 01000000 0d0a0000 0d0a 0000 0000 0000 0d0a");
    // id 0x0a0d0000 -> 00 00 0d 0a; type 0x0d0a -> 0a 0d 00 00
    assertWire(CODEC, new NewObject(0x0A0D_0000L, 0x0D0A),
        "42454552 02000000 00000d0a 0a0d0000 0d0a");
    assertWire(CODEC, new GameSpeed(0x0A0D), "42454552 04000000 0d0a0000 0d0a");
    assertWire(CODEC, new ObjectRemoved(0x0A0D), "42454552 05000000 0d0a0000 0d0a");
    assertWire(CODEC, new PlayerLeft(0x0A0D_0A0DL), "42454552 09000000 0d0a0d0a 0d0a");
    // a one-byte player id of 0x0d right before the CR LF
    assertWire(CODEC, new NewPlayer(0x0D), "42454552 06000000 0d 0d0a");
    assertWire(CODEC, new PlayerCrashed(0x0D), "42454552 07000000 0d 0d0a");
  }

  // ---------------------------------------------------------------- variable opcodes

  @Test
  void event() {
    // BEER | opcode 3 | event 7 | arguments 01 02 | CR LF
    assertWire(CODEC, new Event(7, new byte[] {1, 2}), "42454552 03000000 07 0102 0d0a");
    // no arguments
    assertWire(CODEC, new Event(0, new byte[0]), "42454552 03000000 00 0d0a");
    // event 255, arguments "hi" = 68 69
    assertWire(CODEC, new Event(255, "hi".getBytes(StandardCharsets.US_ASCII)),
        "42454552 03000000 ff 6869 0d0a");
    BeerMessage decoded = CODEC.decode(Hex.parse("42454552 03000000 07 0102 0d0a"));
    Event e = assertInstanceOf(Event.class, decoded);
    assertEquals(7, e.event());
    assertArrayEquals(new byte[] {1, 2}, e.arguments());
  }

  @Test
  void eventDataMayHoldALoneCrOrLf() {
    // event 0x0d, nothing else: 0d 0d 0a, the first CR LF starts at the second byte
    assertWire(CODEC, new Event(0x0D, new byte[0]), "42454552 03000000 0d 0d0a");
    // argument 0d: 01 0d 0d 0a
    assertWire(CODEC, new Event(1, new byte[] {0x0D}), "42454552 03000000 01 0d 0d0a");
    // argument 0a: 02 0a 0d 0a
    assertWire(CODEC, new Event(2, new byte[] {0x0A}), "42454552 03000000 02 0a 0d0a");
    // 0a 0d in that order is no terminator
    assertWire(CODEC, new Event(3, new byte[] {0x0A, 0x0D, 0x41}),
        "42454552 03000000 03 0a0d41 0d0a");
  }

  @Test
  void objectInformations() {
    // BEER | opcode 14 | id 5 | "score=10" = 73 63 6f 72 65 3d 31 30 | CR LF
    assertWire(CODEC, new ObjectInformations(5, "score=10".getBytes(StandardCharsets.US_ASCII)),
        "42454552 0e000000 05000000 73636f72653d3130 0d0a");
    // no information after the id
    assertWire(CODEC, new ObjectInformations(1, new byte[0]), "42454552 0e000000 01000000 0d0a");
    // an id ending in 0d before the CR LF: 0d 00 00 00 then 0d 0a
    assertWire(CODEC, new ObjectInformations(0x0D, new byte[0]),
        "42454552 0e000000 0d000000 0d0a");
  }

  @Test
  void variableDataMustNotContainCrLf() {
    EncodeException e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new Event(1, new byte[] {0x0D, 0x0A})));
    assertEquals("BeerMessage.Event", e.fieldPath());
    // offset within the opcode's data: event byte 0, arguments from 1
    assertTrue(e.problem().contains("terminator 0d 0a at byte 1"), e.getMessage());
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new Event(1, new byte[] {0x41, 0x0D, 0x0A, 0x42})));
    assertEquals("BeerMessage.Event", e.fieldPath());
    // the event byte 0d and an argument starting 0a make 0d 0a across the two fields
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new Event(0x0D, new byte[] {0x0A})));
    assertEquals("BeerMessage.Event", e.fieldPath());
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new ObjectInformations(9, new byte[] {0x0D, 0x0A})));
    assertEquals("BeerMessage.ObjectInformations", e.fieldPath());
    // the id is data too: 0x0a0d is 0d 0a 00 00
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new ObjectInformations(0x0A0D, new byte[0])));
    assertEquals("BeerMessage.ObjectInformations", e.fieldPath());
    // id 0x0d000000 ends with 0d, information starts with 0a
    e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new ObjectInformations(0x0D00_0000L, new byte[] {0x0A})));
    assertEquals("BeerMessage.ObjectInformations", e.fieldPath());
    // size() computes the length only, it does not scan: the encoder is what rejects
    assertEquals(14, CODEC.size(new Event(1, new byte[] {0x0D, 0x0A, 0})));
  }

  @Test
  void valuesOutOfRangeAreEncodeErrors() {
    EncodeException e = assertThrows(EncodeException.class,
        () -> CODEC.encode(new ObjectPosition(1L << 32, (short) 0, (short) 0)));
    assertEquals("BeerMessage.ObjectPosition.id", e.fieldPath());
    e = assertThrows(EncodeException.class, () -> CODEC.encode(new GameSpeed(-1)));
    assertEquals("BeerMessage.GameSpeed.tps", e.fieldPath());
    e = assertThrows(EncodeException.class, () -> CODEC.encode(new NewPlayer(256)));
    assertEquals("BeerMessage.NewPlayer.playerId", e.fieldPath());
    e = assertThrows(EncodeException.class, () -> CODEC.encode(new Event(-1, new byte[0])));
    assertEquals("BeerMessage.Event.event", e.fieldPath());
    e = assertThrows(EncodeException.class, () -> CODEC.encode(new Event(1, null)));
    assertTrue(e.fieldPath().startsWith("BeerMessage.Event"), e.getMessage());
  }

  // ---------------------------------------------------------------- round trips

  static List<BeerMessage> oneOfEach() {
    return List.of(
        new ObjectPosition(1, (short) -2, (short) 3),
        new ObjectRect(2, (short) 64, (short) 48, (short) -10, (short) 10),
        new NewObject(3, 17),
        new Event(4, new byte[] {9, 8, 7, 0x0D, 0x0D}),
        new GameSpeed(30),
        new ObjectRemoved(6),
        new NewPlayer(1),
        new PlayerCrashed(2),
        new Leaving(),
        new PlayerLeft(10),
        new Welcome(),
        new Refused(),
        new Ready(),
        new Ping(),
        new ObjectInformations(14, "ping=42".getBytes(StandardCharsets.US_ASCII)));
  }

  @Test
  void everyOpcodeRoundTrips() {
    List<BeerMessage> all = oneOfEach();
    for (int opcode = 0; opcode < all.size(); opcode++) {
      BeerMessage m = all.get(opcode);
      byte[] wire = CODEC.encode(m);
      assertEquals(m, CODEC.decode(wire), m.toString());
      assertArrayEquals(wire, CODEC.encode(CODEC.decode(wire)), m.toString());
      // signature, then the opcode the formats README gives this message, then CR LF at the end
      assertEquals("42454552", Hex.compact(wire).substring(0, 8));
      assertEquals(opcode, wire[4] & 0xFF, m.toString());
      assertEquals(0x0D, wire[wire.length - 2]);
      assertEquals(0x0A, wire[wire.length - 1]);
    }
    assertSame(CODEC, Framewright.codec(BeerMessage.class));
  }

  @Test
  void framesBackToBackReadOneAtATime() {
    List<BeerMessage> all = oneOfEach();
    byte[] stream = new byte[all.stream().mapToInt(CODEC::size).sum()];
    int p = 0;
    for (BeerMessage m : all) {
      p += CODEC.encode(m, stream, p);
    }
    WireReader in = new WireReader(stream);
    List<BeerMessage> back = new ArrayList<>();
    while (in.remaining() > 0) {
      back.add(CODEC.read(in));
    }
    assertEquals(all, back);
    // hand-checked pair: Ping then NewPlayer(3)
    in = new WireReader(Hex.parse("42454552 0d000000 0d0a 42454552 06000000 03 0d0a"));
    assertEquals(new Ping(), CODEC.read(in));
    assertEquals(10, in.position());
    assertEquals(new NewPlayer(3), CODEC.read(in));
    assertEquals(21, in.position());
  }

  // ---------------------------------------------------------------- decode errors

  private static DecodeException decodeError(String hex) {
    return assertThrows(DecodeException.class, () -> CODEC.decode(Hex.parse(hex)));
  }

  @Test
  void badSignature() {
    DecodeException d = decodeError("42454541 0d000000 0d0a");
    assertEquals("BeerMessage.(magic)", d.fieldPath());
    assertEquals(0, d.byteOffset());
    assertEquals("42 45 45 52", d.expected());
    assertEquals("42 45 45 41", d.found());
    // lower case is not the signature
    d = decodeError("62656572 0d000000 0d0a");
    assertEquals("BeerMessage.(magic)", d.fieldPath());
    // cut inside the signature
    d = decodeError("4245");
    assertEquals("BeerMessage.(magic)", d.fieldPath());
    assertEquals(0, d.byteOffset());
    assertEquals("end of input after 2 bytes", d.found());
  }

  @Test
  void unknownOpcode() {
    DecodeException d = decodeError("42454552 0f000000 0d0a");
    assertEquals("BeerMessage.(tag)", d.fieldPath());
    assertEquals(4, d.byteOffset());
    assertEquals("15", d.found());
    // the opcode is unsigned: ff ff ff ff is 4294967295, and 00 00 00 01 is 2^24, not 1
    d = decodeError("42454552 ffffffff 0d0a");
    assertEquals("BeerMessage.(tag)", d.fieldPath());
    assertEquals("4294967295", d.found());
    d = decodeError("42454552 00000001 0d0a");
    assertEquals("16777216", d.found());
    // cut inside the opcode
    d = decodeError("42454552 0d00");
    assertEquals("BeerMessage.(tag)", d.fieldPath());
    assertEquals(4, d.byteOffset());
  }

  @Test
  void missingOrWrongCrLfAfterAFixedSizeFrame() {
    DecodeException d = decodeError("42454552 0d000000");
    assertEquals("BeerMessage.Ping.(terminator)", d.fieldPath());
    assertEquals(8, d.byteOffset());
    assertEquals("end of input after 0 bytes", d.found());
    // CR without LF at the end of input
    d = decodeError("42454552 06000000 03 0d");
    assertEquals("BeerMessage.NewPlayer.(terminator)", d.fieldPath());
    assertEquals(9, d.byteOffset());
    // CR CR where CR LF belongs
    d = decodeError("42454552 00000000 01000000 0200 0300 0d0d");
    assertEquals("BeerMessage.ObjectPosition.(terminator)", d.fieldPath());
    assertEquals(16, d.byteOffset());
    assertEquals("0d 0a", d.expected());
    assertEquals("0d 0d", d.found());
    // data longer than the opcode's: the CR LF is not where the size says
    d = decodeError("42454552 04000000 3c000000 00 0d0a");
    assertEquals("BeerMessage.GameSpeed.(terminator)", d.fieldPath());
    assertEquals(12, d.byteOffset());
    // an early CR LF does not end a fixed-size frame: ObjectRemoved needs 4 bytes of id
    d = decodeError("42454552 05000000 0d0a");
    assertEquals("BeerMessage.ObjectRemoved.id", d.fieldPath());
    assertEquals(8, d.byteOffset());
  }

  @Test
  void truncatedFixedSizeData() {
    // id complete (8..11), x cut after one byte
    DecodeException d = decodeError("42454552 00000000 01000000 02");
    assertEquals("BeerMessage.ObjectPosition.x", d.fieldPath());
    assertEquals(12, d.byteOffset());
    assertEquals("end of input after 1 byte", d.found());
    // id, width, height, x present; y (at 18) missing
    d = decodeError("42454552 01000000 07000000 2000 1000 ffff");
    assertEquals("BeerMessage.ObjectRect.y", d.fieldPath());
    assertEquals(18, d.byteOffset());
    d = decodeError("42454552 06000000");
    assertEquals("BeerMessage.NewPlayer.playerId", d.fieldPath());
    assertEquals(8, d.byteOffset());
  }

  @Test
  void missingCrLfAfterAVariableFrame() {
    // the scan for CR LF runs to the end of the input (byte 11) without finding one
    DecodeException d = decodeError("42454552 03000000 07 0102");
    assertTrue(d.fieldPath().startsWith("BeerMessage.Event"), d.getMessage());
    assertTrue(d.fieldPath().contains("terminator"), d.getMessage());
    assertEquals(11, d.byteOffset());
    d = decodeError("42454552 0e000000 05000000 7363");
    assertTrue(d.fieldPath().startsWith("BeerMessage.ObjectInformations"), d.getMessage());
    assertTrue(d.fieldPath().contains("terminator"), d.getMessage());
    assertEquals(14, d.byteOffset());
  }

  @Test
  void variableFramesEndAtTheFirstCrLf() {
    // Event with no event byte before the CR LF
    DecodeException d = decodeError("42454552 03000000 0d0a");
    assertEquals("BeerMessage.Event.event", d.fieldPath());
    assertEquals(8, d.byteOffset());
    // Object Informations whose id bytes hold 0d 0a: the frame ends inside the id
    d = decodeError("42454552 0e000000 0d0a0000 0d0a");
    assertEquals("BeerMessage.ObjectInformations.id", d.fieldPath());
    assertEquals(8, d.byteOffset());
  }

  @Test
  void trailingBytesAfterAFrame() {
    DecodeException d = decodeError("42454552 0d000000 0d0a 00");
    assertEquals("BeerMessage", d.fieldPath());
    assertEquals(10, d.byteOffset());
    // after a variable frame, what follows the first CR LF is trailing
    d = decodeError("42454552 03000000 07 0d0a 0d0a");
    assertEquals("BeerMessage", d.fieldPath());
    assertEquals(11, d.byteOffset());
  }

  @Test
  void errorMessagesNameFieldOffsetAndBytes() {
    DecodeException d = decodeError("42454552 0f000000 0d0a");
    assertTrue(d.getMessage().startsWith("BeerMessage.(tag) at byte 4: expected one of the tags"),
        d.getMessage());
    assertTrue(d.getMessage().contains("[0f]"), d.getMessage());
  }

  @Test
  void everyMessageSaysWhereItEnds() {
    // Its CR LF terminator ends it, so a stream framer can take the codec.
    assertFalse(BeerMessageCodec.INSTANCE.readsToEnd());
  }
}
