package io.framewright.flink;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;

/**
 * What a checkpoint or savepoint keeps of a {@link FramewrightTypeSerializer}: the message type's
 * class name and its codec's layout table (fields, widths, wire forms). On restore the layout the
 * state was written with is compared with the current codec's: the same layout reads the old
 * bytes as they are; any other is incompatible, since the bytes would not decode the same (Flink
 * then refuses the restore and says which state, instead of reading garbage).
 *
 * <pre>
 *   snapshot v1:  | type class name (UTF) | layout table (length-prefixed UTF-8) |
 * </pre>
 *
 * @param <T> the message type
 */
public final class FramewrightSerializerSnapshot<T> implements TypeSerializerSnapshot<T> {
  private static final int VERSION = 1;

  private Class<T> type;
  private String layout;

  /** For Flink, which makes a snapshot by class name and then reads it. */
  public FramewrightSerializerSnapshot() {}

  FramewrightSerializerSnapshot(Class<T> type, String layout) {
    this.type = type;
    this.layout = layout;
  }

  /** The message type, or null before it is read. */
  public Class<T> type() {
    return type;
  }

  /** The codec's layout table the state was written with ("" for a hand-written codec). */
  public String layout() {
    return layout;
  }

  @Override
  public int getCurrentVersion() {
    return VERSION;
  }

  @Override
  public void writeSnapshot(DataOutputView out) throws IOException {
    out.writeUTF(type.getName());
    // writeUTF takes at most 65535 bytes; a union's layout table can be longer.
    byte[] text = layout.getBytes(StandardCharsets.UTF_8);
    out.writeInt(text.length);
    out.write(text);
  }

  @Override
  @SuppressWarnings("unchecked")
  public void readSnapshot(int readVersion, DataInputView in, ClassLoader loader)
      throws IOException {
    if (readVersion != VERSION) {
      throw new IOException("Framewright serializer snapshot version " + readVersion
          + " is not known to this version (" + VERSION + ")");
    }
    String name = in.readUTF();
    try {
      type = (Class<T>) Class.forName(name, false, loader);
    } catch (ClassNotFoundException e) {
      throw new IOException("the message type " + name + " of Framewright-serialized state is"
          + " not on the class path", e);
    }
    int n = in.readInt();
    if (n < 0 || n > FramewrightTypeSerializer.MAX_RECORD) {
      throw new IOException("a layout of " + n + " bytes: not a Framewright serializer snapshot");
    }
    byte[] text = new byte[n];
    in.readFully(text);
    layout = new String(text, StandardCharsets.UTF_8);
  }

  @Override
  public TypeSerializer<T> restoreSerializer() {
    return new FramewrightTypeSerializer<>(type);
  }

  /**
   * Called on the current serializer's snapshot with the one the state was written with:
   * compatible as is for the same type with the same layout, else incompatible.
   */
  @Override
  public TypeSerializerSchemaCompatibility<T> resolveSchemaCompatibility(
      TypeSerializerSnapshot<T> old) {
    if (old instanceof FramewrightSerializerSnapshot<T> o
        && o.type.getName().equals(type.getName()) && o.layout.equals(layout)) {
      return TypeSerializerSchemaCompatibility.compatibleAsIs();
    }
    return TypeSerializerSchemaCompatibility.incompatible();
  }
}
