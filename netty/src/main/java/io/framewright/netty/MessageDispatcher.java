package io.framewright.netty;

import io.netty.channel.ChannelHandler.Sharable;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.util.ReferenceCountUtil;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Dispatches decoded messages of a union (a sealed interface) by variant to callbacks, so that a
 * server's code is one callback per message kind. Placed after a {@link FrameDecoder} it takes
 * each {@code T}; after a {@link DatagramDecoder}, each {@link Addressed} of a {@code T}, whose
 * sender the three-argument callbacks get.
 *
 * <pre>
 *            +------------------------------------------------+
 *            | MessageDispatcher&lt;T&gt;                           |
 *            |   Auth     -&gt; (ctx, auth) -&gt; ...               |
 *            |   Location -&gt; (ctx, location) -&gt; ...           |
 *            |   Request  -&gt; (ctx, request, sender) -&gt; ...    |
 *            +-----------------------^------------------------+
 *                                    | T, or Addressed(T, sender)
 *            +-----------------------+------------------------+
 *            | FrameDecoder&lt;T&gt; / DatagramDecoder&lt;T&gt;          |
 *            +------------------------------------------------+
 *
 *   MessageDispatcher&lt;PiesPacket&gt; dispatcher = MessageDispatcher.of(PiesPacket.class)
 *       .on(PiesPacket.Auth.class, (ctx, auth) -&gt; ...)
 *       .on(PiesPacket.Location.class, (ctx, location) -&gt; ...)
 *       .otherwise((ctx, packet) -&gt; { })
 *       .build();
 * </pre>
 *
 * <p>A callback may be registered for a variant, or for a sealed interface between the union and
 * its variants (it then takes every variant under it); the most specific registration wins.
 * {@link Builder#build()} checks that every variant of a sealed {@code T} has a callback, unless
 * {@link Builder#otherwise} gives one for the rest: a variant added to the union later is a
 * failure when the server starts, not a message silently dropped. Messages that are not a
 * {@code T} go on down the pipeline. A callback that throws is reported through
 * {@code exceptionCaught}. Stateless: {@code @Sharable}, one for all channels.
 *
 * @param <T> the union type
 */
@Sharable
public final class MessageDispatcher<T> extends ChannelInboundHandlerAdapter {
  /** A callback for messages of type {@code V}. */
  @FunctionalInterface
  public interface Callback<V> {
    void accept(ChannelHandlerContext ctx, V message) throws Exception;
  }

  /**
   * A callback for messages of type {@code V} and their sender: the datagram's, or for a stream
   * the channel's remote address.
   */
  @FunctionalInterface
  public interface SenderCallback<V> {
    void accept(ChannelHandlerContext ctx, V message, InetSocketAddress sender) throws Exception;
  }

  private final Class<T> union;
  private final Map<Class<?>, SenderCallback<Object>> registered;
  private final SenderCallback<Object> otherwise;
  /** Each concrete class met so far, with its callback (the most specific registration). */
  private final Map<Class<?>, SenderCallback<Object>> resolved = new ConcurrentHashMap<>();

  private MessageDispatcher(Builder<T> b) {
    this.union = b.union;
    this.registered = new LinkedHashMap<>(b.callbacks);
    this.otherwise = b.otherwise;
    resolved.putAll(registered);
  }

  /** A builder of a dispatcher for {@code union}'s messages. */
  public static <T> Builder<T> of(Class<T> union) {
    return new Builder<>(union);
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) throws Exception {
    Object message;
    InetSocketAddress sender;
    if (msg instanceof Addressed<?> a && union.isInstance(a.message())) {
      message = a.message();
      sender = a.address();
    } else if (union.isInstance(msg)) {
      message = msg;
      SocketAddress remote = ctx.channel().remoteAddress();
      sender = remote instanceof InetSocketAddress inet ? inet : null;
    } else {
      ctx.fireChannelRead(msg);
      return;
    }
    try {
      callbackFor(message.getClass()).accept(ctx, message, sender);
    } finally {
      ReferenceCountUtil.release(msg);
    }
  }

  private SenderCallback<Object> callbackFor(Class<?> type) {
    SenderCallback<Object> callback = resolved.get(type);
    if (callback == null) {
      callback = resolve(type);
      resolved.put(type, callback);
    }
    return callback;
  }

  /** The most specific registered supertype of {@code type}, or the fallback. */
  private SenderCallback<Object> resolve(Class<?> type) {
    Class<?> best = null;
    for (Class<?> c : registered.keySet()) {
      if (c.isAssignableFrom(type) && (best == null || best.isAssignableFrom(c))) {
        best = c;
      }
    }
    if (best != null) {
      return registered.get(best);
    }
    return otherwise;
  }

  /** Builds a {@link MessageDispatcher}. */
  public static final class Builder<T> {
    private final Class<T> union;
    private final Map<Class<?>, SenderCallback<Object>> callbacks = new LinkedHashMap<>();
    private SenderCallback<Object> otherwise;

    private Builder(Class<T> union) {
      this.union = Objects.requireNonNull(union, "union");
    }

    /** Messages of {@code variant} (a variant of the union, or a sealed interface under it). */
    public <V extends T> Builder<T> on(Class<V> variant, Callback<? super V> callback) {
      Objects.requireNonNull(callback, "callback");
      return on(variant, (ctx, message, sender) -> callback.accept(ctx, message));
    }

    /** Messages of {@code variant}, with their sender. */
    @SuppressWarnings("unchecked")
    public <V extends T> Builder<T> on(Class<V> variant, SenderCallback<? super V> callback) {
      Objects.requireNonNull(variant, "variant");
      Objects.requireNonNull(callback, "callback");
      if (!union.isAssignableFrom(variant)) {
        throw new IllegalArgumentException(variant.getName() + " is not a " + union.getName());
      }
      if (callbacks.putIfAbsent(variant, (SenderCallback<Object>) callback) != null) {
        throw new IllegalArgumentException("a callback for " + variant.getName()
            + " is already registered");
      }
      return this;
    }

    /** Every message no other callback takes. */
    public Builder<T> otherwise(Callback<? super T> callback) {
      Objects.requireNonNull(callback, "callback");
      return otherwise((ctx, message, sender) -> callback.accept(ctx, message));
    }

    /** Every message no other callback takes, with its sender. */
    @SuppressWarnings("unchecked")
    public Builder<T> otherwise(SenderCallback<? super T> callback) {
      this.otherwise = (SenderCallback<Object>) Objects.requireNonNull(callback, "callback");
      return this;
    }

    /**
     * The dispatcher. Without {@link #otherwise}, every concrete variant of a sealed union must
     * have a callback: an {@link IllegalStateException} names the ones that do not. A union that
     * is not sealed needs {@link #otherwise}.
     */
    public MessageDispatcher<T> build() {
      if (otherwise == null) {
        List<String> missing = new ArrayList<>();
        if (!union.isSealed() && !union.isRecord() && !callbacks.containsKey(union)) {
          throw new IllegalStateException(union.getName()
              + " is not sealed, so its variants are not known: give otherwise(...)");
        }
        collectUnhandled(union, missing);
        if (!missing.isEmpty()) {
          throw new IllegalStateException("no callback for " + String.join(", ", missing)
              + " (register them, or give otherwise(...))");
        }
        otherwise = (ctx, message, sender) -> {
          throw new IllegalStateException("no callback for " + message.getClass().getName());
        };
      }
      return new MessageDispatcher<>(this);
    }

    private void collectUnhandled(Class<?> type, List<String> missing) {
      for (Class<?> c : callbacks.keySet()) {
        if (c.isAssignableFrom(type)) {
          return;
        }
      }
      if (type.isSealed()) {
        for (Class<?> sub : type.getPermittedSubclasses()) {
          collectUnhandled(sub, missing);
        }
      } else {
        missing.add(type.getSimpleName());
      }
    }
  }
}
