package io.framewright.processor.plan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.processor.model.BitOrder;
import io.framewright.processor.model.ByteOrder;
import io.framewright.processor.model.Conditions;
import io.framewright.processor.model.FieldExtras;
import io.framewright.processor.model.FieldLayout;
import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.Framing;
import io.framewright.processor.model.Layout;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.Origin;
import io.framewright.processor.model.Primitive;
import io.framewright.processor.model.SizeSpec;
import io.framewright.processor.model.TypeRef;
import io.framewright.processor.model.Varint;
import io.framewright.processor.model.WireType;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link PartPlanner} on layouts built by hand, without javac: the model needs no source to be
 * built from, and the plan is decided from the model alone.
 */
class PartPlannerTest {
  private static final int ANY = Integer.MAX_VALUE;

  // ------------------------------------------------------------ a tiny model builder

  private static FieldModel field(String name, WireType type, int bits, SizeSpec count,
      SizeSpec length, Conditions conditions, FieldExtras extras) {
    boolean nullable = !(type instanceof WireType.Scalar) || !conditions.presence().isEmpty()
        || conditions.when() != null;
    return new FieldModel(name, Origin.NONE, type, nullable, bits, false, ByteOrder.INHERIT,
        count, length, conditions, extras);
  }

  private static FieldModel scalar(String name, Primitive p, int bits) {
    return field(name, new WireType.Scalar(p), bits, null, null, Conditions.NONE,
        FieldExtras.NONE);
  }

  private static FieldModel flags(String name, int bits) {
    return field(name, new WireType.Scalar(Primitive.INT), bits, null, null,
        new Conditions(true, List.of(), null, null, null), FieldExtras.NONE);
  }

  private static SizeSpec prefix(String annotation, int bits) {
    return SizeSpec.of(-1, bits, ByteOrder.INHERIT, ANY, Origin.NONE, annotation, "");
  }

  private static SizeSpec held(String annotation, String field, int max) {
    return SizeSpec.of(-1, 0, ByteOrder.INHERIT, max, Origin.NONE, annotation, field);
  }

  private static SizeSpec expr(String annotation, String expression) {
    return SizeSpec.of(-1, 0, ByteOrder.INHERIT, ANY, Origin.NONE, annotation, "", false,
        expression);
  }

  private static MessageModel message(String name, List<FieldModel> fields, Framing framing) {
    return new MessageModel(TypeRef.of("t", name), Origin.NONE, MessageModel.Kind.RECORD, false,
        MessageModel.Access.ACCESSIBLE, ByteOrder.BIG, BitOrder.MSB_FIRST, fields, null,
        framing);
  }

  private static VariablePlan plan(FieldModel... fields) {
    return PartPlanner.plan(Layout.of(message("M", List.of(fields), Framing.NONE)));
  }

  private static Part part(VariablePlan plan, String name) {
    return plan.all().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
  }

  private static FieldLayout component(VariablePlan plan, String name) {
    return plan.layout().fields().stream()
        .filter(f -> f.isComponent() && f.name().equals(name)).findFirst().orElseThrow();
  }

  // ------------------------------------------------------------ extents and units

  @Test
  void aCountPrefixCountsElementsOfAFixedStride() {
    VariablePlan plan = plan(field("values", new WireType.Array(
        new WireType.Scalar(Primitive.INT), false), 0, prefix("Count", 8), null,
        Conditions.NONE, FieldExtras.NONE));
    Part p = part(plan, "values");
    assertEquals(Part.Extent.PREFIX, p.extent());
    assertEquals(Part.Unit.ELEMENTS, p.unit());
    assertEquals(Part.Content.STRIDED, p.content());
    assertEquals(4, p.elements().stride());
    assertEquals(255, p.max()); // what an 8-bit prefix holds
    assertEquals(FieldLayout.Role.COUNT, p.sizeField().role());
    assertEquals(Part.Condition.ALWAYS, p.condition());
  }

  /** Whatever the annotation is called, a length slot counts bytes: no name is compared. */
  @Test
  void theUnitComesFromTheSlotNotTheAnnotationsName() {
    VariablePlan plan = plan(field("blob", new WireType.Array(
        new WireType.Scalar(Primitive.BYTE), false), 0, null, prefix("Count", 16),
        Conditions.NONE, FieldExtras.NONE));
    Part p = part(plan, "blob");
    assertEquals(Part.Unit.BYTES, p.unit());
    assertEquals(Part.Content.RAW_BYTES, p.content());
    assertEquals(1, p.elements().stride());
  }

  @Test
  void aFieldHeldSizeIsResolvedToItsHolderAndCappedByItsCapacity() {
    VariablePlan plan = plan(scalar("len", Primitive.INT, 8),
        field("name", new WireType.Text("UTF-8"), 0, null, held("Length", "len", 1000),
            Conditions.NONE, FieldExtras.NONE));
    Part p = part(plan, "name");
    assertEquals(Part.Extent.HELD, p.extent());
    assertSame(component(plan, "len"), p.sizeField());
    assertEquals(Part.Unit.BYTES, p.unit());
    assertEquals(Part.Content.TEXT, p.content());
    assertEquals("UTF-8", p.elements().text().charset());
    assertEquals(255, p.max()); // an 8-bit holder, though the annotation allows 1000
    assertSame(p, plan.heldBy(component(plan, "len")));
    assertNull(plan.heldBy(component(plan, "name")));
  }

  /**
   * An expression in one component is inverted on encode (a = 4, b = -20 for the IPv4 header);
   * the first expression to claim a component gets it, a later one in the same component, or
   * one in several, is checked instead.
   */
  @Test
  void anExpressionLinearInOneFreeComponentSetsIt() {
    FieldModel bytes = field("x", new WireType.Array(new WireType.Scalar(Primitive.BYTE), false),
        0, null, null, Conditions.NONE, FieldExtras.NONE);
    VariablePlan plan = plan(scalar("ihl", Primitive.INT, 4), scalar("total", Primitive.INT, 16),
        withLength(bytes, "options", expr("Length", "ihl * 4 - 20")),
        withLength(bytes, "payload", expr("Length", "total - ihl * 4")),
        withLength(bytes, "again", expr("Length", "2 * (ihl + 1)")));
    Part options = part(plan, "options");
    assertEquals(Part.Extent.EXPRESSION, options.extent());
    assertSame(component(plan, "ihl"), options.expression().inverted());
    assertEquals(4, options.expression().coefficient());
    assertEquals(-20, options.expression().constant());
    assertEquals("ihl * 4 - 20", options.expression().text());
    assertNull(part(plan, "payload").expression().inverted()); // two components
    assertEquals(List.of("total", "ihl"),
        List.copyOf(part(plan, "payload").expression().names().keySet()));
    assertNull(part(plan, "again").expression().inverted()); // ihl is set already
  }

  /** A component a @When tests keeps the record's value: the expression is checked. */
  @Test
  void anExpressionInAWhenTargetIsChecked() {
    FieldModel bytes = field("x", new WireType.Array(new WireType.Scalar(Primitive.BYTE), false),
        0, null, null, Conditions.NONE, FieldExtras.NONE);
    FieldModel extra = field("extra", new WireType.Scalar(Primitive.INT), 8, null, null,
        new Conditions(false, List.of(), new Conditions.When("kind", List.of(1L), List.of(), 0),
            null, null), FieldExtras.NONE);
    VariablePlan plan = plan(scalar("kind", Primitive.INT, 8), extra,
        withLength(bytes, "data", expr("Length", "kind + 1")));
    assertNull(part(plan, "data").expression().inverted());
  }

  private static FieldModel withLength(FieldModel f, String name, SizeSpec length) {
    return field(name, f.type(), 0, null, length, Conditions.NONE, FieldExtras.NONE);
  }

  @Test
  void theRestOfTheInputLeavesAnEndChecksumAloneAndCountsAListsElements() {
    MessageModel inner = message("Inner", List.of(field("text", new WireType.Text("US-ASCII"),
        0, prefix("Length", 8), null, Conditions.NONE, FieldExtras.NONE)), Framing.NONE);
    FieldModel items = field("items", new WireType.Array(
            new WireType.Nested(inner.type(), inner, false), true), 0, null,
        SizeSpec.remaining(10, Origin.NONE), Conditions.NONE, FieldExtras.NONE);
    Framing checksum = new Framing(null, null, new Framing.ChecksumSpec(
        TypeRef.of("t", "Crc"), 16, true, ByteOrder.INHERIT, false, 0));
    VariablePlan plan = PartPlanner.plan(Layout.of(message("M", List.of(items), checksum)));
    Part p = part(plan, "items");
    assertEquals(Part.Extent.REST, p.extent());
    assertEquals(2, p.trailerBytes());
    assertEquals(Part.Content.MESSAGES, p.content());
    assertEquals(10, p.elementLimit());
    assertEquals(Integer.MAX_VALUE, p.max());
    assertEquals(true, p.elements().list());
  }

  @Test
  void aNestedMessageWithoutASizeHasItsOwnExtent() {
    MessageModel inner = message("Inner", List.of(field("text", new WireType.Text("UTF-8"), 0,
        prefix("Length", 8), null, Conditions.NONE, FieldExtras.NONE)), Framing.NONE);
    VariablePlan plan = plan(field("inner", new WireType.Nested(inner.type(), inner, false),
        0, null, null, Conditions.NONE, FieldExtras.NONE));
    Part p = part(plan, "inner");
    assertEquals(Part.Extent.OWN, p.extent());
    assertEquals(Part.Content.MESSAGE, p.content());
    assertEquals(inner.type(), p.elements().nested().type());
  }

  @Test
  void aDelimitedTextEndsAtItsTerminator() {
    FieldExtras delimited = new FieldExtras(0, 0, new Framing.Delimiter(new int[] {0}, 64),
        null, true, null, "");
    VariablePlan plan = plan(field("line", new WireType.Text("UTF-8"), 0, null, null,
        Conditions.NONE, delimited));
    Part p = part(plan, "line");
    assertEquals(Part.Extent.TERMINATED, p.extent());
    assertArrayEquals(new byte[] {0}, p.terminator());
    assertEquals(64, p.max());
  }

  @Test
  void aCustomCodecIsItsOwnContent() {
    TypeRef codec = TypeRef.of("t", "Varint");
    FieldExtras using = new FieldExtras(0, 0, null, codec, true, null, "Long");
    VariablePlan plan = plan(field("n", new WireType.Scalar(Primitive.LONG), 0, null, null,
        Conditions.NONE, using));
    Part p = part(plan, "n");
    assertEquals(Part.Content.CUSTOM, p.content());
    assertEquals(Part.Extent.OWN, p.extent());
    assertEquals(codec, p.elements().using());
  }

  // ------------------------------------------------------------ conditions

  @Test
  void presenceFlagsAreResolvedToTheNearestEarlierFlagsFieldWithTheirWidths() {
    Conditions twoWidths = new Conditions(false, List.of(
        new Conditions.Presence(0x01, "", 8, false, 0),
        new Conditions.Presence(0x02, "", 16, false, 1)), null, null, null);
    Conditions inOther = new Conditions(false, List.of(
        new Conditions.Presence(0x80, "first", 0, false, 0)), null, 0L, null);
    VariablePlan plan = plan(flags("first", 8), flags("second", 8),
        field("ack", new WireType.Scalar(Primitive.INT), 32, null, null, twoWidths,
            FieldExtras.NONE),
        field("seq", new WireType.Scalar(Primitive.INT), 32, null, null, inOther,
            FieldExtras.NONE));
    FieldLayout first = component(plan, "first");
    FieldLayout second = component(plan, "second");

    Part ack = part(plan, "ack");
    assertEquals(Part.Condition.FLAGS, ack.condition());
    assertEquals(List.of(new Part.Flag(second, 0x01), new Part.Flag(second, 0x02)), ack.flags());
    assertEquals(Part.Content.SCALAR, ack.content());
    assertEquals(Part.Extent.OWN, ack.extent());
    assertEquals(List.of(8, 16), ack.elements().alternatives().stream()
        .map(FieldLayout::elementBits).toList());
    assertNull(ack.whenAbsent());

    Part seq = part(plan, "seq");
    assertEquals(List.of(new Part.Flag(first, 0x80)), seq.flags());
    assertEquals(List.of(32), seq.elements().alternatives().stream()
        .map(FieldLayout::elementBits).toList());
    assertEquals(0L, seq.whenAbsent());

    assertEquals(0x03, plan.ownedBits(second));
    assertEquals(0x80, plan.ownedBits(first));
  }

  @Test
  void aWhenConditionIsResolvedToTheFieldItTests() {
    Conditions.When when = new Conditions.When("kind", List.of(1L, 2L), List.of(), 0x0F);
    VariablePlan plan = plan(scalar("kind", Primitive.INT, 8),
        field("extra", new WireType.Text("UTF-8"), 0, null, prefix("Length", 8),
            new Conditions(false, List.of(), when, null, null), FieldExtras.NONE));
    Part p = part(plan, "extra");
    assertEquals(Part.Condition.WHEN, p.condition());
    assertSame(component(plan, "kind"), p.whenTarget());
    assertSame(when, p.when());
    assertEquals(Part.Extent.PREFIX, p.extent());
    assertEquals(Part.Content.TEXT, p.content());
  }

  @Test
  void aFixedComponentHasNoPart() {
    VariablePlan plan = plan(scalar("id", Primitive.INT, 0), field("name",
        new WireType.Text("UTF-8"), 0, null, prefix("Length", 8), Conditions.NONE,
        FieldExtras.NONE));
    assertEquals(List.of("name"), plan.all().stream().map(Part::name).toList());
    assertThrows(IllegalArgumentException.class, () -> plan.part(component(plan, "id")));
  }

  // ------------------------------------------------------------ varints

  private static FieldModel varint(String name, Primitive p, Varint v) {
    return field(name, new WireType.Scalar(p), 0, null, null, Conditions.NONE,
        new FieldExtras(0, 0, null, null, true, null, "", false, null, v));
  }

  @Test
  void aVarintIsAVariablePartOfItsOwnExtent() {
    VariablePlan plan = plan(varint("v", Primitive.LONG, new Varint(true, 0, false)));
    Part p = part(plan, "v");
    assertEquals(Part.Content.VARINT, p.content());
    assertEquals(Part.Extent.OWN, p.extent());
    assertEquals(10, p.varintBytes());
    assertEquals(1, plan.layout().items().size()); // no segment: the varint is the message
  }

  @Test
  void aVarintPrefixHasNoSegmentField() {
    VariablePlan plan = plan(field("name", new WireType.Text("UTF-8"), 0, null,
        SizeSpec.of(-1, 0, ByteOrder.INHERIT, ANY, Origin.NONE, "Length", "", true, ""),
        Conditions.NONE, FieldExtras.NONE));
    Part p = part(plan, "name");
    assertEquals(Part.Extent.VARINT_PREFIX, p.extent());
    assertEquals(Part.Unit.BYTES, p.unit());
    assertNull(p.sizeField());
    assertEquals(1, plan.layout().items().size());
  }

  @Test
  void aVarintHolderHoldsWhatItsBytesHold() {
    VariablePlan plan = plan(varint("len", Primitive.INT, new Varint(false, 2, false)),
        field("name", new WireType.Text("UTF-8"), 0, null, held("Length", "len", ANY),
            Conditions.NONE, FieldExtras.NONE));
    assertEquals(16383, part(plan, "name").max()); // 14 bits
    VariablePlan zigzag = plan(varint("len", Primitive.INT, new Varint(true, 0, false)),
        field("name", new WireType.Text("UTF-8"), 0, null, held("Length", "len", ANY),
            Conditions.NONE, FieldExtras.NONE));
    assertEquals(Integer.MAX_VALUE, part(zigzag, "name").max());
  }
}
