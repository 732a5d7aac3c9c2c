package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.examples.mqtt.MqttBody;
import io.framewright.examples.mqtt.MqttPacket;
import io.framewright.examples.mqtt.MqttPacketCodec;
import io.framewright.examples.mqtt.MqttPacketView;
import io.framewright.examples.selected.Command;
import io.framewright.examples.selected.CommandCodec;
import io.framewright.examples.selected.CommandView;
import io.framewright.examples.selected.Command_BodyCodec;
import io.framewright.examples.selected.Drawing;
import io.framewright.examples.selected.DrawingCodec;
import io.framewright.examples.selected.DrawingView;
import io.framewright.examples.selected.Shape;
import io.framewright.examples.selected.ShapeBody;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.Size;
import io.framewright.runtime.layout.WireField;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Unions whose variant an earlier field selects ({@code @Select}); bytes written by hand. */
class SelectedUnionTest {

  @Test
  void mqttPacketsFromTheSpecification() {
    // MQTT 3.1.1, 3.12 / 3.13: PINGREQ is C0 00, PINGRESP D0 00.
    Wire.assertWire(MqttPacketCodec.INSTANCE, new MqttPacket(12, 0, new MqttBody.PingReq()),
        "c0 00");
    Wire.assertWire(MqttPacketCodec.INSTANCE, new MqttPacket(13, 0, new MqttBody.PingResp()),
        "d0 00");
    // 3.2: CONNACK, remaining length 2, session present, return code 0 (accepted).
    Wire.assertWire(MqttPacketCodec.INSTANCE,
        new MqttPacket(2, 0, new MqttBody.Connack(true, (byte) 0)), "20 02 01 00");
    // 3.4: PUBACK for packet identifier 10.
    Wire.assertWire(MqttPacketCodec.INSTANCE, new MqttPacket(4, 0, new MqttBody.Puback(10)),
        "40 02 000a");
    // 3.3 at QoS 0, retain set (flag bit 0): topic "a/b" (u16 length), payload "hi".
    Wire.assertWire(MqttPacketCodec.INSTANCE, new MqttPacket(3, 1, new MqttBody.Publish("a/b", null,
        "hi".getBytes(StandardCharsets.US_ASCII))), "31 07 0003 612f62 6869");
    // 3.14: DISCONNECT (type 14) has no variant: the default one keeps it.
    Wire.assertWire(MqttPacketCodec.INSTANCE, new MqttPacket(14, 0,
        new MqttBody.Other(14, new byte[0])), "e0 00");
    // 3.8: SUBSCRIBE (type 8, flags 0010): packet id 1, topic filter "a" at QoS 0.
    Wire.assertWire(MqttPacketCodec.INSTANCE, new MqttPacket(8, 2,
        new MqttBody.Other(8, Hex.parse("0001 0001 61 00"))), "82 06 0001 0001 61 00");
  }

  /** 2.2.3: a remaining length of 128 or more takes a second varint byte. */
  @Test
  void aRemainingLengthOfTwoVarintBytes() {
    // 3.3 at QoS 0: topic "a/b" (u16 length), 200 payload bytes 5a: 2 + 3 + 200 = 205 remain,
    // 205 = 77 + 1 * 128: 4d with the continuation bit (cd), then 01.
    byte[] payload = new byte[200];
    Arrays.fill(payload, (byte) 0x5a);
    MqttPacket publish = new MqttPacket(3, 0, new MqttBody.Publish("a/b", null, payload));
    String hex = "30 cd01 0003 612f62" + "5a".repeat(200);
    Wire.assertWire(MqttPacketCodec.INSTANCE, publish, hex);
    byte[] wire = Hex.parse(hex);
    MqttPacket back = MqttPacketCodec.INSTANCE.decode(wire);
    assertEquals(3, back.type());
    assertEquals("a/b", ((MqttBody.Publish) back.body()).topic());
    assertArrayEquals(payload, ((MqttBody.Publish) back.body()).payload());
    assertArrayEquals(wire, MqttPacketCodec.INSTANCE.encode(back));
    for (int len = 0; len < wire.length; len++) {
      int n = len;
      assertThrows(DecodeException.class, () -> MqttPacketCodec.INSTANCE.decode(wire, 0, n),
          "cut at " + len);
    }
  }

  @Test
  void remainingLengthsMqttForbids() {
    // 2.2.3: the fewest bytes; 82 00 is 2 in two bytes.
    DecodeException nonMinimal = assertThrows(DecodeException.class,
        () -> MqttPacketCodec.INSTANCE.decode(Hex.parse("40 8200 000a")));
    assertEquals("a varint in the fewest bytes", nonMinimal.expected());
    // 268,435,456 (80 80 80 80 01) is one more than the largest length.
    DecodeException tooLong = assertThrows(DecodeException.class,
        () -> MqttPacketCodec.INSTANCE.decode(Hex.parse("30 8080808001 0003 612f62")));
    assertTrue(tooLong.expected().contains("268435455"), tooLong.expected());
    // The largest length with the header alone: truncated, nothing allocated for it.
    assertThrows(DecodeException.class,
        () -> MqttPacketCodec.INSTANCE.decode(Hex.parse("30 ffffff7f 0003 612f62")));
  }

  @Test
  void decodingSelectsTheVariantByTheTypeField() {
    MqttPacket p = MqttPacketCodec.INSTANCE.decode(Hex.parse("40 02 1234"));
    assertEquals(4, p.type());
    assertEquals(new MqttBody.Puback(0x1234), p.body());
    MqttBody.Other other = assertInstanceOf(MqttBody.Other.class,
        MqttPacketCodec.INSTANCE.decode(Hex.parse("b0 02 0007")).body());
    assertEquals(11, other.tag());
    assertArrayEquals(Hex.parse("0007"), other.data());
  }

  @Test
  void theSelectorIsWrittenFromTheVariantWhateverTheRecordHolds() {
    // type 0 in the record, a PUBACK body: the body decides, as a held size is the real one.
    assertEquals("40020001", Hex.compact(MqttPacketCodec.INSTANCE.encode(
        new MqttPacket(0, 0, new MqttBody.Puback(1)))));
    assertEquals("d000", Hex.compact(MqttPacketCodec.INSTANCE.encode(
        new MqttPacket(3, 0, new MqttBody.PingResp()))));
  }

  @Test
  void theDefaultVariantMayNotTakeAKnownOrTooWideTag() {
    EncodeException known = assertThrows(EncodeException.class, () ->
        MqttPacketCodec.INSTANCE.encode(new MqttPacket(0, 0, new MqttBody.Other(4,
            new byte[2]))));
    assertEquals("MqttPacket.body.tag", known.fieldPath());
    EncodeException wide = assertThrows(EncodeException.class, () ->
        MqttPacketCodec.INSTANCE.encode(new MqttPacket(0, 0, new MqttBody.Other(16,
            new byte[0]))));
    assertEquals("MqttPacket.body.tag", wide.fieldPath());
    assertThrows(EncodeException.class, () -> MqttPacketCodec.INSTANCE.encode(
        new MqttPacket(0, 0, new MqttBody.Other(-1, new byte[0]))));
  }

  @Test
  void aBodyTheLengthDoesNotHoldIsAnError() {
    // PUBACK with remaining length 3: one byte after its packet id.
    DecodeException e = assertThrows(DecodeException.class,
        () -> MqttPacketCodec.INSTANCE.decode(Hex.parse("40 03 000a ff")));
    assertEquals("MqttPacket.body", e.fieldPath());
    assertThrows(DecodeException.class,
        () -> MqttPacketCodec.INSTANCE.decode(Hex.parse("40 01 00")));
  }

  @Test
  void truncationAtEveryLengthIsADecodeException() {
    for (String hex : new String[] {"31 07 0003 612f62 6869", "20 02 01 00",
        "82 06 0001 0001 61 00", "05 0474776f 4a 0003 0004 09"}) {
      byte[] wire = Hex.parse(hex);
      for (int len = 0; len < wire.length; len++) {
        int n = len;
        if (hex.startsWith("05")) {
          assertThrows(DecodeException.class, () -> DrawingCodec.INSTANCE.decode(wire, 0, n),
              hex + " cut at " + len);
        } else {
          assertThrows(DecodeException.class,
              () -> MqttPacketCodec.INSTANCE.decode(wire, 0, n), hex + " cut at " + len);
        }
      }
    }
  }

  @Test
  void anEnumSelectorAfterAVariablePart() {
    // name "two" (u8 length) | shape RECT=2 (3 bits) layer 10 (5 bits): 010 01010 = 4a
    // | width 3 | height 4 | colour 9
    Drawing rect = new Drawing("two", Shape.RECT, 10, new ShapeBody.Rect((short) 3,
        (short) 4), (byte) 9);
    Wire.assertWire(DrawingCodec.INSTANCE, rect, "03 74776f 4a 0003 0004 09");
    assertEquals(rect, DrawingCodec.INSTANCE.decode(Hex.parse("03 74776f 4a 0003 0004 09")));
    // CIRCLE=1: 001 00001 = 21 | radius -1 | colour 0
    Wire.assertWire(DrawingCodec.INSTANCE, new Drawing("", null, 1,
        new ShapeBody.Circle((short) -1), (byte) 0), "00 21 ffff 00");
  }

  @Test
  void aSelectorValueNoVariantHasNamesTheSelector() {
    // POINT=7 is a constant of Shape, but no variant has tag 7: 111 00000 = e0.
    DecodeException e = assertThrows(DecodeException.class,
        () -> DrawingCodec.INSTANCE.decode(Hex.parse("00 e0 0001 00")));
    assertEquals("Drawing.shape", e.fieldPath());
    assertEquals("7", e.found());
    assertEquals(2, e.byteOffset());
    assertTrue(e.expected().contains("ShapeBody (1, 2)"), e.expected());
    // 3 is no wire value of Shape at all: the enum says so first.
    DecodeException notShape = assertThrows(DecodeException.class,
        () -> DrawingCodec.INSTANCE.decode(Hex.parse("00 60 0001 00")));
    assertEquals("Drawing.shape", notShape.fieldPath());
  }

  @Test
  void theLayoutSaysWhichFieldSelects() {
    RecordLayout layout = (RecordLayout) MqttPacketCodec.LAYOUT;
    WireField body = layout.field("body");
    assertEquals(WireField.Kind.SELECTED, body.kind());
    assertEquals("type", body.target());
    assertEquals("MqttBody", body.message().name());
    assertTrue(layout.table().contains("variant of MqttBody, selected by type"),
        layout.table());
    assertEquals(Size.Extent.VARINT_PREFIX, body.size().extent());
    assertEquals(MqttPacket.MAX_REMAINING, body.size().max());
  }

  @Test
  void tagSetsAndRangesTakeTheRecordsSelector() {
    // flags 5 (high nibble), command 2 (low nibble) = 52 | dx 1 | dy -1
    Command moveTo = new Command(5, 2, new Command.Move((short) 1, (short) -1));
    Wire.assertWire(CommandCodec.INSTANCE, moveTo, "52 0001 ffff");
    assertEquals(moveTo, CommandCodec.INSTANCE.decode(Hex.parse("52 0001 ffff")));
    Wire.assertWire(CommandCodec.INSTANCE, new Command(0, 1, new Command.Move((short) 0,
        (short) 0)), "01 0000 0000");
    // Vendor commands 8..15, to the end of the input.
    Command vendor = CommandCodec.INSTANCE.decode(Hex.parse("0c abcd"));
    assertEquals(12, vendor.command());
    assertArrayEquals(Hex.parse("abcd"), ((Command.Vendor) vendor.body()).data());
    Wire.assertWire(CommandCodec.INSTANCE, new Command(1, 15, new Command.Vendor(new byte[0])),
        "1f");
    // A single tag is written whatever the record holds.
    assertEquals("a0", Hex.compact(CommandCodec.INSTANCE.encode(
        new Command(10, 9, new Command.Ping()))));
  }

  @Test
  void aVariantOfSeveralTagsNeedsOneOfThemInTheSelector() {
    EncodeException e = assertThrows(EncodeException.class, () -> CommandCodec.INSTANCE.encode(
        new Command(0, 0, new Command.Move((short) 1, (short) 1))));
    assertEquals("Command.command", e.fieldPath());
    assertEquals("Command.command: a value is not a tag of Command.Move, which body holds: 0",
        e.getMessage());
    assertThrows(EncodeException.class, () -> CommandCodec.INSTANCE.encode(
        new Command(0, 7, new Command.Vendor(new byte[0]))));
  }

  @Test
  void commandsNoVariantHasAreDecodeErrors() {
    for (int command = 3; command <= 7; command++) {
      byte[] wire = {(byte) command, 0, 0, 0, 0};
      DecodeException e = assertThrows(DecodeException.class,
          () -> CommandCodec.INSTANCE.decode(wire));
      assertEquals("Command.command", e.fieldPath());
      assertEquals(Integer.toString(command), e.found());
      assertEquals("a value that selects a variant of Command.Body (0, 1, 2, 8..15)",
          e.expected());
    }
  }

  @Test
  void theUnionsOwnCodecReadsEveryTagOfAVariantButWritesNone() {
    // Standalone, the union has its own u8 tag.
    assertEquals(new Command.Move((short) 3, (short) 4),
        Command_BodyCodec.INSTANCE.decode(Hex.parse("02 0003 0004")));
    assertArrayEquals(Hex.parse("ff"), ((Command.Vendor) Command_BodyCodec.INSTANCE
        .decode(Hex.parse("09 ff"))).data());
    assertThrows(DecodeException.class,
        () -> Command_BodyCodec.INSTANCE.decode(Hex.parse("10")));
    EncodeException e = assertThrows(EncodeException.class,
        () -> Command_BodyCodec.INSTANCE.encode(new Command.Move((short) 3, (short) 4)));
    assertEquals("Body.Move: a value is of a variant of several tags, which only a message that"
        + " selects it (@Select) writes: its selector says which tag", e.getMessage());
    Wire.assertWire(Command_BodyCodec.INSTANCE, new Command.Ping(), "00");
    assertTrue(Command_BodyCodec.LAYOUT.table().contains("0x8..0xF"),
        Command_BodyCodec.LAYOUT.table());
  }

  @Test
  void commandTruncatedAtEveryLength() {
    byte[] wire = Hex.parse("52 0001 ffff");
    for (int len = 0; len < wire.length; len++) {
      int n = len;
      assertThrows(DecodeException.class, () -> CommandCodec.INSTANCE.decode(wire, 0, n),
          "cut at " + len);
    }
  }

  @Test
  void viewsReadTheSelectedBodyInPlace() {
    // The frames above: Command's bodies by tag set and range, Drawing's by an enum after a
    // variable part, then a field after the body.
    java.util.List<byte[]> commands = java.util.List.of(Hex.parse("52 0001 ffff"),
        Hex.parse("01 0000 0000"), Hex.parse("0c abcd"), Hex.parse("1f"), Hex.parse("a0"));
    assertEquals(5, io.framewright.testing.ViewChecks.agreesAround(CommandCodec.INSTANCE,
        new CommandView(), commands, 61, 2_000));
    java.util.List<byte[]> drawings = java.util.List.of(Hex.parse("03 74776f 4a 0003 0004 09"),
        Hex.parse("00 21 ffff 00"));
    assertEquals(2, io.framewright.testing.ViewChecks.agreesAround(DrawingCodec.INSTANCE,
        new DrawingView(), drawings, 62, 2_000));
    // No variant for POINT (7), and 3 is no Shape: decode's errors, on the selector.
    assertEquals(0, io.framewright.testing.ViewChecks.agreesAround(DrawingCodec.INSTANCE,
        new DrawingView(), java.util.List.of(Hex.parse("00 e0 0001 00"),
            Hex.parse("00 60 0001 00")), 63, 0));

    CommandView command = new CommandView().wrap(commands.get(0));
    assertEquals(5, command.flags());
    assertEquals(2, command.body().tag()); // the selector's value: no tag byte of its own
    assertTrue(command.body().isMove());
    assertEquals((short) -1, command.body().move().dy());
    command.wrap(commands.get(2));
    assertEquals(Command.Vendor.class, command.body().variant());
    assertEquals(2, command.body().vendor().dataLength());

    DrawingView drawing = new DrawingView().wrap(drawings.get(0));
    assertTrue(drawing.nameEquals("two"));
    assertEquals(Shape.RECT, drawing.shape());
    assertEquals((short) 4, drawing.body().rect().height());
    assertEquals((byte) 9, drawing.colour()); // after the body, where wrap found it
  }

  @Test
  void theMqttPacketViewSelectsTheBodyAndKeepsUnknownTypes() {
    // The packets of the specification above; rejected: a PUBACK whose remaining length (3)
    // is longer than its body, a CONNACK cut short.
    List<byte[]> frames = List.of(Hex.parse("c0 00"), Hex.parse("d0 00"),
        Hex.parse("20 02 01 00"), Hex.parse("40 02 000a"), Hex.parse("31 07 0003 612f62 6869"),
        Hex.parse("e0 00"), Hex.parse("82 06 0001 0001 61 00"));
    assertEquals(7, io.framewright.testing.ViewChecks.agreesAround(MqttPacketCodec.INSTANCE,
        new MqttPacketView(), frames, 64, 3_000));
    assertEquals(0, io.framewright.testing.ViewChecks.agreesAround(MqttPacketCodec.INSTANCE,
        new MqttPacketView(), List.of(Hex.parse("40 03 000a ff"),
            Hex.parse("20 02 01")), 65, 0));
    MqttPacketView view = new MqttPacketView().wrap(frames.get(6));
    assertEquals(8, view.type());
    assertEquals(MqttBody.Other.class, view.body().variant()); // SUBSCRIBE: no variant of its own
    assertEquals(8, view.body().tag());
    MqttBody.Other other = (MqttBody.Other) view.body().toRecord();
    assertEquals(8, other.tag());
    assertArrayEquals(Hex.parse("0001 0001 61 00"), other.data());
    view.wrap(frames.get(3));
    assertEquals(10, view.body().puback().packetId());
  }
}
