package io.framewright.processor.generation.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.processor.generation.Constants;
import io.framewright.processor.generation.EnumMappings;
import io.framewright.processor.generation.VariableReads;
import io.framewright.processor.generation.description.Descriptions;
import io.framewright.processor.model.BitOrder;
import io.framewright.processor.model.ByteOrder;
import io.framewright.processor.model.Conditions;
import io.framewright.processor.model.FieldExtras;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.Origin;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.TypeRef;
import io.framewright.processor.model.WireType;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The variable emitters on a layout built by hand (no javac), shaped like Avara's command: a
 * 2-bit flags field whose bits the presence of {@code ack} and {@code dataLen} own, and a byte
 * array whose length the optional {@code dataLen} holds. The code they write has none of the
 * artifacts the old generator left.
 */
class VariableCodeTest {
  private static FieldModel field(String name, WireType type, boolean nullable, int bits,
      SizeSpec length, Conditions conditions) {
    return new FieldModel(name, Origin.NONE, type, nullable, bits, false, ByteOrder.INHERIT,
        null, length, conditions, FieldExtras.NONE);
  }

  private static Conditions presence(long flag) {
    return new Conditions(false, List.of(new Conditions.Presence(flag, "", 0, false, 0)), null,
        null, null);
  }

  private static Layout layout() {
    FieldModel flags = field("flags", new WireType.Scalar(Primitive.INT), false, 2, null,
        new Conditions(true, List.of(), null, null, null));
    FieldModel ack = field("ack", new WireType.Scalar(Primitive.SHORT), true, 16, null,
        presence(0x1));
    FieldModel dataLen = field("dataLen", new WireType.Scalar(Primitive.INT), true, 8, null,
        presence(0x2));
    FieldModel data = field("data", new WireType.Array(new WireType.Scalar(Primitive.BYTE),
            false), true, 0,
        SizeSpec.of(-1, 0, ByteOrder.INHERIT, Integer.MAX_VALUE, Origin.NONE, "Length",
            "dataLen"), Conditions.NONE);
    return Layout.of(new MessageModel(TypeRef.of("t", "Command"), Origin.NONE,
        MessageModel.Kind.RECORD, false, MessageModel.Access.ACCESSIBLE, ByteOrder.BIG,
        BitOrder.MSB_FIRST, List.of(flags, ack, dataLen, data), null, Framing.NONE));
  }

  private static int count(String text, String of) {
    return text.split(java.util.regex.Pattern.quote(of), -1).length - 1;
  }

  @Test
  void sizeOfReadsAHeldPartOnceAndAddsBytesWithoutAStride() {
    Constants constants = new Constants();
    String code = new VariableSizes(layout(), new EnumMappings(constants), constants).sizeOf()
        .toString();
    assertEquals(1, count(code, "value.data()"), code);
    assertTrue(code.contains("size += dataValue.length;"), code);
    assertFalse(code.contains("* 1"), code);
  }

  @Test
  void flagsOwnedByPresenceAreNotMaskedFromTheRecord() {
    Constants constants = new Constants();
    String code = new VariableWrites(layout(), new EnumMappings(constants), constants)
        .writeTo().toString();
    assertFalse(code.contains("& 0x0"), code);
    // Each flag set where its part is chosen; the field is those bits, none of the record's.
    assertTrue(code.contains("ackChoice = 1;\n  flagsOwned |= 0x1;\n"), code);
    assertTrue(code.contains("dataLenChoice = 1;\n  flagsOwned |= 0x2;\n"), code);
    assertTrue(code.contains("int flagsWire = flagsOwned;\n"), code);
    // Written under its bit, as the decoder reads it; the flags byte, ack and dataLen
    // checked for room once, with the data: 1 + data.length + 2 + 1 bytes at most.
    assertTrue(code.contains("if ((flagsWire & 0x2) != 0)"), code);
    assertTrue(code.contains("long room = (long) 1 + data.length;\n"), code);
    assertTrue(code.contains("bufferTooSmall(\"\", room, limit - p)"), code);
    assertFalse(code.contains("bufferTooSmall(\"ack\""), code);
  }

  @Test
  void anOptionalFieldOfOneWidthDeclaresNoStartItDoesNotUse() {
    Constants constants = new Constants();
    String code = new VariableReads(layout(), new EnumMappings(constants), constants)
        .readFrom().toString();
    assertFalse(code.contains("Start = in.index()"), code);
    assertTrue(code.contains("if ((flags & 0x2) != 0)"), code);
  }

  @Test
  void theLayoutTableEndsRowsWithNewlinesAndNamesTheHolder() {
    String table = Descriptions.of(layout().message(), m -> layout()).table();
    assertFalse(table.contains("\r"), table);
    assertTrue(table.contains("byte[]; byte length in dataLen\n"), table);
    assertTrue(table.contains("; if flag 0x2\n"), table);
  }
}
