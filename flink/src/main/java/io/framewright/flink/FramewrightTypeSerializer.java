package io.framewright.flink;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Framewright;
import io.framewright.runtime.Hex;
import io.framewright.runtime.layout.MessageLayout;
import io.framewright.runtime.layout.UnionLayout;
import java.io.IOException;
import java.util.Objects;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;

/**
 * A Flink {@link TypeSerializer} that writes each message in its codec's own encoding, so that
 * state, network shuffles and savepoints hold the protocol's bytes instead of Kryo's or the POJO
 * serializer's field-by-field form.
 *
 * <pre>
 *   record:  | length (unsigned LEB128 varint, 1 byte below 128) | the codec's bytes |
 * </pre>
 *
 * <p>The length is there because Flink's views are streams: the codec needs to know where its
 * message ends before it decodes (a message may run to the end of its input). A length above
 * {@link #MAX_RECORD} or bytes that do not decode are a {@link BadRecordException} (an
 * {@link IOException}); nothing is allocated by a length beyond that cap.
 *
 * <p>The codec is found by the message type ({@link Framewright#codec}) where the serializer is
 * used, so the serializer itself is only the type: it travels to the task managers as a class
 * name. Not thread-safe (it keeps a scratch buffer): {@link #duplicate()} gives each thread its
 * own, as Flink asks of stateful serializers.
 *
 * @param <T> the message type
 */
public final class FramewrightTypeSerializer<T> extends TypeSerializer<T> {
  private static final long serialVersionUID = 1L;

  /** The longest record read back: 64 MiB, far beyond any frame, a bound on a corrupt length. */
  public static final int MAX_RECORD = 64 << 20;

  private final Class<T> type;
  private transient Codec<T> codec;
  private transient byte[] scratch;

  /** A serializer of {@code type}'s messages through its generated codec. */
  public FramewrightTypeSerializer(Class<T> type) {
    this.type = Objects.requireNonNull(type, "type");
  }

  /** The message type. */
  public Class<T> type() {
    return type;
  }

  Codec<T> codec() {
    if (codec == null) {
      codec = Framewright.codec(type);
    }
    return codec;
  }

  @Override
  public boolean isImmutableType() {
    // Records are shallowly immutable, but a message may hold arrays (byte[] payloads).
    return false;
  }

  @Override
  public TypeSerializer<T> duplicate() {
    return new FramewrightTypeSerializer<>(type);
  }

  /** Null: a message has no empty instance; Flink then makes one by deserializing. */
  @Override
  public T createInstance() {
    return null;
  }

  /** A deep copy: the value encoded and decoded again, so no array is shared. */
  @Override
  public T copy(T from) {
    Codec<T> c = codec();
    return c.decode(c.encode(from));
  }

  @Override
  public T copy(T from, T reuse) {
    return copy(from);
  }

  @Override
  public int getLength() {
    return -1;
  }

  @Override
  public void serialize(T record, DataOutputView target) throws IOException {
    Codec<T> c = codec();
    int size = c.size(record);
    byte[] buf = scratch(size);
    int n = c.encode(record, buf, 0);
    writeLength(n, target);
    target.write(buf, 0, n);
  }

  @Override
  public T deserialize(DataInputView source) throws IOException {
    int n = readLength(source);
    byte[] buf = scratch(n);
    source.readFully(buf, 0, n);
    try {
      return codec().decode(buf, 0, n);
    } catch (DecodeException e) {
      throw new BadRecordException("a " + type.getSimpleName() + " record of Flink's state or"
          + " network buffers", e);
    }
  }

  @Override
  public T deserialize(T reuse, DataInputView source) throws IOException {
    return deserialize(source);
  }

  @Override
  public void copy(DataInputView source, DataOutputView target) throws IOException {
    int n = readLength(source);
    writeLength(n, target);
    target.write(source, n);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof FramewrightTypeSerializer<?> s && s.type == type;
  }

  @Override
  public int hashCode() {
    return type.hashCode();
  }

  @Override
  public TypeSerializerSnapshot<T> snapshotConfiguration() {
    return new FramewrightSerializerSnapshot<>(type, layoutOf(codec()));
  }

  @Override
  public String toString() {
    return "FramewrightTypeSerializer<" + type.getName() + ">";
  }

  /**
   * The codec's layout as text, what a snapshot compares: the table of a record; for a union its
   * magic, tag, terminator and each variant's tag and table (a union's own table holds only its
   * magic, so a changed variant would go unnoticed).
   */
  static String layoutOf(Codec<?> codec) {
    return codec.description().map(FramewrightTypeSerializer::layoutOf).orElse("");
  }

  private static String layoutOf(MessageLayout layout) {
    if (!(layout instanceof UnionLayout union)) {
      return layout.table();
    }
    StringBuilder sb = new StringBuilder("union ").append(union.name())
        .append(" magic ").append(Hex.compact(union.magic()))
        .append(" tag ").append(union.tagBits()).append(' ').append(union.tagOrder())
        .append(union.tagVarint() ? union.tagQuic() ? " quic varint" : " varint" : "")
        .append(" terminator ").append(Hex.compact(union.terminator())).append('\n');
    for (UnionLayout.Variant v : union.variants()) {
      sb.append("variant ").append(v.tag()).append(v.lastTag() != v.tag() ? ".." + v.lastTag() : "")
          .append(v.unknown() ? " unknown " : " ").append(v.name()).append('\n')
          .append(layoutOf(v.layout().layout()));
    }
    return sb.toString();
  }

  /** A buffer of at least {@code n} bytes, kept for the next record. */
  private byte[] scratch(int n) {
    if (scratch == null || scratch.length < n) {
      scratch = new byte[Math.max(n, 64)];
    }
    return scratch;
  }

  /** Unsigned LEB128: seven bits a byte, low bits first, the high bit set on all but the last. */
  static void writeLength(int n, DataOutputView out) throws IOException {
    int v = n;
    while ((v & ~0x7f) != 0) {
      out.writeByte((v & 0x7f) | 0x80);
      v >>>= 7;
    }
    out.writeByte(v);
  }

  static int readLength(DataInputView in) throws IOException {
    long v = 0;
    for (int shift = 0; ; shift += 7) {
      if (shift > 28) {
        throw new IOException("a record length runs past five bytes: not a Framewright record");
      }
      int b = in.readUnsignedByte();
      v |= (long) (b & 0x7f) << shift;
      if ((b & 0x80) == 0) {
        break;
      }
    }
    if (v > MAX_RECORD) {
      throw new IOException("a record length of " + v + " bytes is more than "
          + MAX_RECORD + ": not a Framewright record");
    }
    return (int) v;
  }
}
