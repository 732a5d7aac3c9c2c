package io.framewright.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Which values of a message run to the end of their input, decided on models built by hand
 * (no javac): the one decision validation (FW042/FW043) and generation ({@code readsToEnd},
 * the encoder's not-last check) both read.
 */
class OpenEndTest {
  private static FieldModel field(String name, WireType type, SizeSpec length) {
    return new FieldModel(name, Origin.NONE, type, false, 0, false, ByteOrder.INHERIT, null,
        length, Conditions.NONE, FieldExtras.NONE);
  }

  private static FieldModel scalar(String name) {
    return field(name, new WireType.Scalar(Primitive.INT), null);
  }

  private static MessageModel record(String name, Framing framing, FieldModel... fields) {
    return new MessageModel(TypeRef.of("t", name), Origin.NONE, MessageModel.Kind.RECORD, false,
        MessageModel.Access.ACCESSIBLE, ByteOrder.BIG, BitOrder.MSB_FIRST, List.of(fields), null,
        framing);
  }

  private static MessageModel record(String name, FieldModel... fields) {
    return record(name, Framing.NONE, fields);
  }

  /** A record ending with {@code @Remaining byte[] rest}. */
  private static MessageModel remaining(String name) {
    return record(name, scalar("a"), field("rest",
        new WireType.Array(new WireType.Scalar(Primitive.BYTE), false),
        SizeSpec.remaining(Integer.MAX_VALUE, Origin.NONE)));
  }

  private static FieldModel nested(String name, MessageModel m) {
    return field(name, new WireType.Nested(m.type(), m, false), null);
  }

  private static UnionModel.Variant variant(MessageModel m, long tag) {
    return new UnionModel.Variant(m.type(), Origin.NONE, tag, false, true, false, m, null);
  }

  private static UnionModel.Variant unknownVariant() {
    return new UnionModel.Variant(TypeRef.of("t", "Raw"), Origin.NONE, null, true, true, false,
        null, List.of("long tag", "byte[] data @Remaining"), UnionModel.UnknownForm.LONG_TAG,
        null);
  }

  private static MessageModel union(UnionModel.Variant... variants) {
    return new MessageModel(TypeRef.of("t", "U"), Origin.NONE, MessageModel.Kind.INTERFACE,
        false, MessageModel.Access.ACCESSIBLE, ByteOrder.BIG, BitOrder.MSB_FIRST, List.of(),
        new UnionModel(8, ByteOrder.BIG, true, List.of(variants)), Framing.NONE);
  }

  @Test
  void aRecordOfScalarsEndsByItself() {
    assertSame(OpenEnd.NEVER, OpenEnd.of(record("Point", scalar("x"), scalar("y"))));
    assertSame(OpenEnd.NEVER, OpenEnd.of(null));
  }

  @Test
  void aRemainingLastComponentRunsEveryValueToTheEnd() {
    MessageModel m = remaining("Tail");
    OpenEnd open = OpenEnd.of(m);
    assertInstanceOf(OpenEnd.Remaining.class, open);
    assertEquals(OpenEnd.Extent.ALWAYS, open.extent());
    assertEquals("rest", ((OpenEnd.Remaining) open).last().name());
  }

  @Test
  void aTerminatorEndsIt() {
    MessageModel m = record("Line", new Framing(null, new Framing.Delimiter(new int[] {0}, 64),
        null), scalar("a"), field("rest",
            new WireType.Array(new WireType.Scalar(Primitive.BYTE), false),
            SizeSpec.remaining(Integer.MAX_VALUE, Origin.NONE)));
    assertSame(OpenEnd.NEVER, OpenEnd.of(m));
  }

  @Test
  void aNestedLastComponentPassesOnWhatItsMessageDoes() {
    MessageModel outer = record("Outer", scalar("a"), nested("tail", remaining("Tail")));
    OpenEnd open = OpenEnd.of(outer);
    assertInstanceOf(OpenEnd.Nested.class, open);
    assertEquals(OpenEnd.Extent.ALWAYS, open.extent());
    // Not last: the nested message is framed by what follows it.
    MessageModel inside = record("Inside", nested("tail", remaining("Tail")), scalar("z"));
    assertSame(OpenEnd.NEVER, OpenEnd.of(inside));
  }

  @Test
  void aUnionRunsToTheEndForSomeValuesOrAll() {
    MessageModel point = record("Point", scalar("x"));
    // An unknown tag: its raw body is the rest, so some values do.
    assertEquals(OpenEnd.Extent.SOME,
        OpenEnd.of(union(variant(point, 1), unknownVariant())).extent());
    // One known variant of two: some.
    assertEquals(OpenEnd.Extent.SOME,
        OpenEnd.of(union(variant(point, 1), variant(remaining("Tail"), 2))).extent());
    // Every known variant: all, an unknown one too.
    assertEquals(OpenEnd.Extent.ALWAYS, OpenEnd.of(union(variant(remaining("A"), 1),
        variant(remaining("B"), 2), unknownVariant())).extent());
    // None: every variant listed, in order, none open.
    OpenEnd none = OpenEnd.of(union(variant(point, 1), variant(record("Q", scalar("q")), 2)));
    assertEquals(OpenEnd.Extent.NEVER, none.extent());
    assertEquals(2, ((OpenEnd.Union) none).variants().size());
  }
}
