package io.framewright.kafka;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.MessageView;
import java.util.Objects;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * A Kafka Streams {@code filter} that reads a few fields of each value in place, through a
 * generated view, and keeps or drops the record without decoding it: over a stream of raw values
 * ({@code Serdes.ByteArray()}), a dropped record costs the view's checks and the fields the
 * predicate reads, and allocates nothing.
 *
 * <pre>
 * builder.stream("game-events", Consumed.with(Serdes.Integer(), Serdes.ByteArray()))
 *     .filter(ViewFilter.keep(BeerMessageView::new, BeerMessageView::isEvent))
 *     .mapValues(BeerMessageCodec.INSTANCE::decode)   // only the kept ones are decoded
 * </pre>
 *
 * <p>Each stream thread wraps one view of its own (made by {@code views} the first time the
 * thread filters), reused for every record; the predicate must not keep it. A value the view
 * can not wrap (a {@link DecodeException}, as the codec would throw for those bytes) throws a
 * {@link BadRecordException}, which Streams hands to its processing exception handler with the
 * record's topic, partition and offset ({@link BadRecordHandler} logs and skips it). A
 * {@code null} value (a tombstone: no message) is dropped.
 *
 * @param <V> the generated view
 */
public final class ViewFilter<V extends MessageView<?>>
    implements org.apache.kafka.streams.kstream.Predicate<Object, byte[]> {
  private final ThreadLocal<V> views;
  private final boolean wholeValue;
  private final Predicate<? super V> keep;

  private ViewFilter(Supplier<? extends V> views, boolean wholeValue, Predicate<? super V> keep) {
    Objects.requireNonNull(views, "views");
    this.views = ThreadLocal.withInitial(views);
    this.wholeValue = wholeValue;
    this.keep = Objects.requireNonNull(keep, "keep");
  }

  /**
   * Each value is exactly one message of the view's type (more or fewer bytes are a bad record);
   * keeps the records for which {@code keep} holds.
   */
  public static <V extends MessageView<?>> ViewFilter<V> keep(Supplier<? extends V> views,
      Predicate<? super V> keep) {
    return new ViewFilter<>(views, true, keep);
  }

  /**
   * Each value starts with a message of the view's type (a header) and may go on after it; keeps
   * the records for which {@code keep} holds.
   */
  public static <V extends MessageView<?>> ViewFilter<V> keepByPrefix(
      Supplier<? extends V> views, Predicate<? super V> keep) {
    return new ViewFilter<>(views, false, keep);
  }

  @Override
  public boolean test(Object key, byte[] value) {
    if (value == null) {
      return false;
    }
    V view = views.get();
    try {
      if (wholeValue) {
        view.wrap(value, 0, value.length);
      } else {
        view.wrapPrefix(value, 0, value.length);
      }
      return keep.test(view);
    } catch (DecodeException e) {
      // The predicate's own DecodeException (toRecord() of bytes the record's constructor
      // rejects) is a bad record too.
      throw new BadRecordException(null, false, e);
    }
  }
}
