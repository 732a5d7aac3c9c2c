package io.framewright.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.framewright.examples.unions.PacketCodec;
import io.framewright.examples.variable.ChatCodec;
import io.framewright.examples.variable.MqttPacketCodec;
import io.framewright.runtime.FieldSpans;
import io.framewright.runtime.Hex;
import io.framewright.runtime.Trace;
import io.framewright.runtime.WireReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A decode can report where every part of the message lies, for inspectors. */
class TraceTest {

  /** Writes the events as text: "segment 0 [channel@0+16, sender@16+8]", "enter x", ... */
  private static final class Recorder implements Trace {
    final List<String> events = new ArrayList<>();

    @Override
    public void segment(int offset, FieldSpans spans) {
      List<String> fields = new ArrayList<>();
      for (int i = 0; i < spans.size(); i++) {
        fields.add(spans.path(i) + "@" + spans.bitOffset(i) + "+" + spans.bitWidth(i));
      }
      events.add("segment " + offset + " " + fields);
    }

    @Override
    public void item(String path, int offset, int length) {
      events.add("item " + path + " " + offset + "+" + length);
    }

    @Override
    public void enter(String name) {
      events.add("enter " + name);
    }

    @Override
    public void enterElement(int index) {
      events.add("enter [" + index + "]");
    }

    @Override
    public void exit() {
      events.add("exit");
    }
  }

  @Test
  void variablePartsAreReportedWithTheirOffsets() {
    Recorder r = new Recorder();
    ChatCodec.INSTANCE.read(new WireReader(Hex.parse(
        "0007 03 626f62 0003 010203 02 00010002 0003fffc 686920c3a9")).traced(r));
    assertEquals(List.of(
        "segment 0 [channel@0+16, sender@16+8]",
        "item sender 3+3",
        "segment 6 [blob@0+16]",
        "item blob 8+3",
        "segment 11 [points@0+8]",
        "item points 12+8",
        "item text 20+5"), r.events);
  }

  /** A varint's own bytes are an item, then the part it sizes (MQTT 3.1.1 remaining length). */
  @Test
  void aVarintIsAnItemOfItsOwnWidth() {
    Recorder r = new Recorder();
    MqttPacketCodec.INSTANCE.read(new WireReader(Hex.parse("30 80 01" + "00".repeat(128)))
        .traced(r));
    assertEquals(List.of("segment 0 [type@0+4, flags@4+4]", "item remainingLength 1+2",
        "item rest 3+128"), r.events);
  }

  @Test
  void nestedUnionsInAListAreEnteredAndLeft() {
    Recorder r = new Recorder();
    PacketCodec.INSTANCE.read(new WireReader(Hex.parse(
        "00000001 02 28000000010000 0000002a 12000000020004 00000001")).traced(r));
    assertEquals(List.of(
        "segment 0 [id@0+32, messages@32+8]",
        "enter [0]",
        "segment 5 [(tag)@0+8]",
        "enter Request",
        "segment 6 [number@0+32]",
        "enter body",
        "segment 10 [(tag)@0+16]",
        "enter Connect",
        "segment 12 [checkValue@0+32]",
        "exit",
        "exit",
        "exit",
        "exit",
        "enter [1]",
        "segment 16 [(tag)@0+8]",
        "enter Response",
        "segment 17 [number@0+32]",
        "enter body",
        "segment 21 [(tag)@0+16]",
        "enter Keepalive",
        "segment 23 [responseTo@0+32]",
        "exit",
        "exit",
        "exit",
        "exit"), r.events);
  }
}
