package io.framewright.benchmarks;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.util.List;

/**
 * What the Kryo contenders ({@code HeaderKryo}, {@code CommandKryo}, {@code RosterKryo},
 * {@code TextKryo}) share: a Kryo 5 instance configured as a careful user would (registration
 * required, every class registered up front, no reference tracking) and the setup check that it
 * reads every pooled value back.
 *
 * <p>Records go through Kryo's stock {@code RecordSerializer} (its default for records). The
 * pools hold the JDK's immutable lists ({@code List.copyOf}, {@code Stream.toList}); Kryo's
 * default serializer for them ({@code ImmutableCollectionsSerializers}) reads into an ArrayList
 * and returns {@code List.of(...)} of it. Kryo has a single wire, whatever byte order the
 * message declares.
 */
public final class KryoSupport {
  private KryoSupport() {}

  /** A Kryo with the JDK's immutable list classes and {@code classes} registered. */
  public static Kryo newKryo(Class<?>... classes) {
    Kryo kryo = new Kryo();
    kryo.setRegistrationRequired(true);
    kryo.setReferences(false);
    kryo.register(List.of().getClass());
    kryo.register(List.of(1).getClass());
    for (Class<?> c : classes) {
      kryo.register(c);
    }
    return kryo;
  }

  /**
   * Kryo's encoding of every pooled value ({@code withClass}: as {@code writeClassAndObject}
   * does, for a sealed interface's values; otherwise {@code writeObject}), after checking that
   * Kryo reads each one back, whole, as a value equal to the pooled one; throws
   * IllegalStateException if not.
   */
  public static <T> byte[][] encodeAll(String message, Kryo kryo, Pool<T> pool,
      Class<T> type, boolean withClass) {
    byte[][] wire = new byte[Pool.SIZE][];
    Output output = new Output(256, -1);
    Input input = new Input();
    for (int i = 0; i < Pool.SIZE; i++) {
      T value = pool.values[i];
      output.reset();
      if (withClass) {
        kryo.writeClassAndObject(output, value);
      } else {
        kryo.writeObject(output, value);
      }
      wire[i] = output.toBytes();
      input.setBuffer(wire[i]);
      Object back = withClass ? kryo.readClassAndObject(input) : kryo.readObject(input, type);
      if (!value.equals(back) || input.position() != wire[i].length) {
        throw new IllegalStateException("Kryo reads " + message + " value " + i + " as " + back
            + " (" + input.position() + " of " + wire[i].length + " bytes), not " + value);
      }
    }
    return wire;
  }

  /** Length of the longest of {@code wire}. */
  public static int maxLength(byte[][] wire) {
    int max = 0;
    for (byte[] w : wire) {
      max = Math.max(max, w.length);
    }
    return max;
  }
}
