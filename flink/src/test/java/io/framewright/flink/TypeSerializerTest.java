package io.framewright.flink;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.protocol.beer.BeerMessage;
import io.framewright.runtime.Hex;
import java.io.IOException;
import java.util.Arrays;
import java.util.Map;
import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeinfo.TypeInfo;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.api.java.typeutils.PojoTypeInfo;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.Test;

/**
 * The type serializer through Flink's own DataOutputView and DataInputView, with the bytes
 * written out from the format in FramewrightTypeSerializer's javadoc (a varint length, then the
 * BEER frame: "BEER", the opcode as a u32 little-endian, its data, CR LF), and its snapshot
 * through Flink's versioned snapshot format.
 */
class TypeSerializerTest {
  private final FramewrightTypeSerializer<BeerMessage> serializer =
      new FramewrightTypeSerializer<>(BeerMessage.class);

  @Test
  void writesALengthThenTheCodecsBytesAndReadsThemBack() throws IOException {
    byte[] arguments = new byte[130];
    Arrays.fill(arguments, (byte) 'a');
    BeerMessage[] messages = {new BeerMessage.Ping(), new BeerMessage.NewPlayer(5),
        new BeerMessage.Event(3, arguments)};
    DataOutputSerializer out = new DataOutputSerializer(64);
    for (BeerMessage m : messages) {
      serializer.serialize(m, out);
    }
    // Ping: 10 bytes (0a); NewPlayer 5: 11 bytes (0b); the Event: 4 + 4 + 1 + 130 + 2 = 141
    // bytes, which takes two varint bytes: 141 = 0x0d + 1 * 128, so 8d 01.
    String expected = "0a 42454552 0d000000 0d0a"
        + "0b 42454552 06000000 05 0d0a"
        + "8d01 42454552 03000000 03 " + "61".repeat(130) + " 0d0a";
    assertArrayEquals(Hex.parse(expected), out.getCopyOfBuffer());

    DataInputDeserializer in = new DataInputDeserializer(out.getCopyOfBuffer());
    for (BeerMessage m : messages) {
      assertEquals(m, serializer.deserialize(in));
    }
    assertEquals(0, in.available());
  }

  @Test
  void copiesRecordsBetweenViewsWithoutDecodingThem() throws IOException {
    DataOutputSerializer out = new DataOutputSerializer(64);
    serializer.serialize(new BeerMessage.NewPlayer(5), out);
    serializer.serialize(new BeerMessage.Ping(), out);
    DataInputDeserializer in = new DataInputDeserializer(out.getCopyOfBuffer());
    DataOutputSerializer copy = new DataOutputSerializer(64);
    serializer.copy(in, copy);
    assertArrayEquals(Hex.parse("0b 42454552 06000000 05 0d0a"), copy.getCopyOfBuffer());
  }

  @Test
  void aCopyIsDeep() {
    byte[] arguments = {1, 2};
    BeerMessage.Event event = new BeerMessage.Event(3, arguments);
    BeerMessage.Event copy = (BeerMessage.Event) serializer.copy(event);
    assertEquals(event, copy);
    assertNotSame(event.arguments(), copy.arguments());
  }

  @Test
  void decodedMessagesDoNotShareTheScratchBuffer() throws IOException {
    DataOutputSerializer out = new DataOutputSerializer(64);
    serializer.serialize(new BeerMessage.Event(3, new byte[] {1, 2}), out);
    serializer.serialize(new BeerMessage.Event(4, new byte[] {7, 8}), out);
    DataInputDeserializer in = new DataInputDeserializer(out.getCopyOfBuffer());
    BeerMessage first = serializer.deserialize(in);
    serializer.deserialize(in);
    assertEquals(new BeerMessage.Event(3, new byte[] {1, 2}), first);
  }

  @Test
  void badBytesAreATypedErrorWithTheFieldPath() {
    // Length 10, "BEER", opcode 99 (no variant has it), CR LF.
    DataInputDeserializer in =
        new DataInputDeserializer(Hex.parse("0a 42454552 63000000 0d0a"));
    BadRecordException e = assertThrows(BadRecordException.class, () -> serializer.deserialize(in));
    assertTrue(e.fieldPath().startsWith("BeerMessage"), e.fieldPath());
    assertEquals(4, e.decodeError().byteOffset());
  }

  @Test
  void aCorruptLengthAllocatesNothing() {
    // 0x7fffffff as a varint: ff ff ff ff 07; then a varint that runs on past five bytes.
    IOException tooLong = assertThrows(IOException.class, () -> serializer.deserialize(
        new DataInputDeserializer(Hex.parse("ffffffff07"))));
    assertTrue(tooLong.getMessage().contains("more than " + FramewrightTypeSerializer.MAX_RECORD),
        tooLong.getMessage());
    IOException endless = assertThrows(IOException.class, () -> serializer.deserialize(
        new DataInputDeserializer(Hex.parse("ffffffffff01"))));
    assertTrue(endless.getMessage().contains("past five bytes"), endless.getMessage());
  }

  @Test
  void theTypeInformationGivesThisSerializer() {
    TypeInformation<BeerMessage> info = FramewrightTypeInfo.of(BeerMessage.class);
    assertEquals(serializer, info.createSerializer(new SerializerConfigImpl()));
    assertEquals(BeerMessage.class, info.getTypeClass());
    TypeSerializer<BeerMessage> duplicate = serializer.duplicate();
    assertEquals(serializer, duplicate);
    assertNotSame(serializer, duplicate);
  }

  @Test
  void theFactoryGivesTheTypeInformationWhereTheAnnotationIs() {
    assertEquals(FramewrightTypeInfo.of(BeerMessage.class),
        new FramewrightTypeInfoFactory<BeerMessage>().createTypeInfo(BeerMessage.class, Map.of()));
    // Without it, a POJO's message field would go to Kryo (a sealed interface is no POJO).
    TypeInformation<Holder> holder = TypeInformation.of(Holder.class);
    assertInstanceOf(PojoTypeInfo.class, holder);
    PojoTypeInfo<Holder> pojo = (PojoTypeInfo<Holder>) holder;
    assertEquals(FramewrightTypeInfo.of(BeerMessage.class),
        pojo.getTypeAt(pojo.getFieldIndex("message")));
  }

  /** A POJO of Flink's with a message field. */
  public static class Holder {
    public String player;

    @TypeInfo(FramewrightTypeInfoFactory.class)
    public BeerMessage message;
  }

  @Test
  void theSnapshotRestoresTheSerializerAndIsCompatibleWithTheSameLayout() throws IOException {
    TypeSerializerSnapshot<BeerMessage> restored = writeAndRead(serializer.snapshotConfiguration());
    assertEquals(serializer, restored.restoreSerializer());
    TypeSerializerSchemaCompatibility<BeerMessage> compatibility =
        serializer.snapshotConfiguration().resolveSchemaCompatibility(restored);
    assertTrue(compatibility.isCompatibleAsIs(), compatibility.toString());
    // The layout table travels with the state: what the restore is compared with.
    assertTrue(((FramewrightSerializerSnapshot<BeerMessage>) restored).layout()
        .contains("variant 6 BeerMessage.NewPlayer\n"),
        ((FramewrightSerializerSnapshot<BeerMessage>) restored).layout());
  }

  @Test
  void stateWrittenWithAnotherLayoutOrTypeIsIncompatible() throws IOException {
    String layout = FramewrightTypeSerializer.layoutOf(serializer.codec());
    TypeSerializerSnapshot<BeerMessage> older = writeAndRead(
        new FramewrightSerializerSnapshot<>(BeerMessage.class, layout.replace("32", "16")));
    assertFalse(layout.equals(layout.replace("32", "16")));
    assertTrue(serializer.snapshotConfiguration().resolveSchemaCompatibility(older)
        .isIncompatible());
    @SuppressWarnings({"unchecked", "rawtypes"})
    TypeSerializerSnapshot<BeerMessage> otherType = (TypeSerializerSnapshot) writeAndRead(
        new FramewrightSerializerSnapshot<>(String.class, layout));
    assertTrue(serializer.snapshotConfiguration().resolveSchemaCompatibility(otherType)
        .isIncompatible());
  }

  private static <T> TypeSerializerSnapshot<T> writeAndRead(TypeSerializerSnapshot<T> snapshot)
      throws IOException {
    DataOutputSerializer out = new DataOutputSerializer(256);
    TypeSerializerSnapshot.writeVersionedSnapshot(out, snapshot);
    return TypeSerializerSnapshot.readVersionedSnapshot(
        new DataInputDeserializer(out.getCopyOfBuffer()),
        TypeSerializerTest.class.getClassLoader());
  }
}
