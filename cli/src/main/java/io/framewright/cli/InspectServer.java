package io.framewright.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.framewright.runtime.Hex;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The inspector's HTTP server (the JDK's own, {@code com.sun.net.httpserver}): the page and its
 * two assets from the jar, and the JSON API of {@link InspectApi}.
 *
 * <p>It is reachable from this machine only, and only by pages it served itself: it listens on
 * 127.0.0.1; a request whose {@code Host} is not this server's loopback address and port is
 * refused (a page of another site whose name was made to resolve to 127.0.0.1, DNS rebinding,
 * sends its own name), as is one whose {@code Origin} is another site's; the API takes bodies of
 * its own content types only, which a page elsewhere can not send without asking first; a body
 * longer than the limit is refused unread. The assets are a fixed list: no path names a file.
 * What the user opened on the command line is served as it was read when the server started.
 */
final class InspectServer implements AutoCloseable {
  /** The page and its assets: request path, resource, content type. */
  private static final Map<String, String[]> ASSETS = Map.of(
      "/", new String[] {"index.html", "text/html; charset=utf-8"},
      "/inspector.css", new String[] {"inspector.css", "text/css; charset=utf-8"},
      "/inspector.js", new String[] {"inspector.js", "text/javascript; charset=utf-8"});

  /** The page runs its own script and style only, and draws diagrams it fetched from here. */
  private static final String CONTENT_SECURITY = "default-src 'none'; script-src 'self'; "
      + "style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; "
      + "form-action 'none'; frame-ancestors 'none'";

  private static final Set<String> API = Set.of("/api/types", "/api/start", "/api/diagram",
      "/api/decode", "/api/encode", "/api/capture");

  private static final String JSON = "application/json";
  private static final String BYTES = "application/octet-stream";

  /**
   * What the command line gave: the target chosen and the file opened, if any.
   *
   * @param target a protocol or a type's full name, or null
   * @param fileName the file's name as given, or null
   * @param file its bytes, or null
   */
  record Start(String target, String fileName, byte[] file) {}

  private final HttpServer server;
  private final ExecutorService executor;
  private final InspectApi api;
  private final Start start;
  private final long maxBody;
  private final int port;

  private InspectServer(HttpServer server, ExecutorService executor, InspectApi api, Start start,
      long maxBody) {
    this.server = server;
    this.executor = executor;
    this.api = api;
    this.start = start;
    this.maxBody = maxBody;
    this.port = server.getAddress().getPort();
  }

  /**
   * Starts a server on 127.0.0.1 at {@code port} (0: one the system picks) for the types of
   * {@code registry}; request bodies of at most {@code maxBody} bytes.
   */
  static InspectServer start(Registry registry, int port, Start start, long maxBody)
      throws IOException {
    HttpServer server = HttpServer.create(
        new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
    // Two threads: the page asks for a decode and a diagram at once; more would not help.
    ExecutorService executor = Executors.newFixedThreadPool(2, r -> {
      Thread t = new Thread(r, "framewright-inspect");
      t.setDaemon(true);
      return t;
    });
    server.setExecutor(executor);
    InspectServer inspector = new InspectServer(server, executor, new InspectApi(registry), start,
        maxBody);
    server.createContext("/", inspector::handle);
    server.start();
    return inspector;
  }

  int port() {
    return port;
  }

  /** The page's address. */
  URI uri() {
    return URI.create("http://127.0.0.1:" + port + "/");
  }

  @Override
  public void close() {
    server.stop(0);
    executor.shutdownNow();
  }

  private void handle(HttpExchange x) throws IOException {
    try (x) {
      try {
        route(x);
      } catch (Refused r) {
        send(x, r.status, "text/plain; charset=utf-8", r.getMessage().getBytes(
            StandardCharsets.UTF_8));
      } catch (InspectApi.BadRequest | JsonInputException e) {
        send(x, 400, JSON, problem(e.getMessage()));
      } catch (InputLimit.TooLongException e) {
        send(x, 413, JSON, problem(e.getMessage()));
      } catch (RuntimeException e) {
        // A codec that fails in a way of its own: shown on the page, the server goes on.
        send(x, 500, JSON, problem(e.toString()));
      }
    }
  }

  private void route(HttpExchange x) throws IOException {
    checkHost(x);
    String path = x.getRequestURI().getRawPath();
    String method = x.getRequestMethod();
    Map<String, String> query = query(x.getRequestURI().getRawQuery());
    if (path.startsWith("/api/")) {
      switch (method + " " + path) {
        case "GET /api/types" -> send(x, 200, JSON, api.types());
        case "GET /api/start" -> send(x, 200, JSON, startJson());
        case "GET /api/diagram" -> send(x, 200, "image/svg+xml; charset=utf-8",
            api.diagram(query.get("target"), query.get("variant"))
                .getBytes(StandardCharsets.UTF_8));
        case "POST /api/decode" -> send(x, 200, JSON, api.decode(jsonBody(x)));
        case "POST /api/encode" -> send(x, 200, JSON, api.encode(jsonBody(x)));
        case "POST /api/capture" -> send(x, 200, JSON,
            api.capture(query.get("target"), body(x, BYTES)));
        default -> throw new Refused(API.contains(path) ? 405 : 404,
            "no " + method + " " + path);
      }
      return;
    }
    String[] asset = ASSETS.get(path);
    if (asset == null) {
      throw new Refused(404, "no such page: " + path);
    }
    if (!method.equals("GET")) {
      throw new Refused(405, "only GET " + path);
    }
    try (InputStream in = InspectServer.class.getResourceAsStream("inspect/" + asset[0])) {
      if (in == null) {
        throw new IllegalStateException("the jar lacks inspect/" + asset[0]);
      }
      send(x, 200, asset[1], in.readAllBytes());
    }
  }

  /**
   * Refuses a request not for this server by its loopback name ({@code Host}), or sent by a page
   * of another origin ({@code Origin}, when the browser says).
   */
  private void checkHost(HttpExchange x) {
    String host = x.getRequestHeaders().getFirst("Host");
    if (host == null || !isLoopback(host.toLowerCase(Locale.ROOT))) {
      throw new Refused(403, "this server answers requests for 127.0.0.1:" + port
          + " or localhost:" + port + " only");
    }
    String origin = x.getRequestHeaders().getFirst("Origin");
    if (origin != null && !(origin.startsWith("http://")
        && isLoopback(origin.substring("http://".length()).toLowerCase(Locale.ROOT)))) {
      throw new Refused(403, "requests from pages of other sites are refused");
    }
  }

  private boolean isLoopback(String hostAndPort) {
    return hostAndPort.equals("127.0.0.1:" + port) || hostAndPort.equals("localhost:" + port);
  }

  /** {@code {"target", "file", "hex"}}: what the command line chose and opened. */
  private byte[] startJson() {
    return InspectApi.json(g -> {
      g.writeStartObject();
      if (start.target() != null) {
        g.writeStringField("target", start.target());
      }
      if (start.file() != null) {
        g.writeStringField("file", start.fileName());
        g.writeStringField("hex", Hex.compact(start.file()));
      }
      g.writeEndObject();
    });
  }

  private JsonNode jsonBody(HttpExchange x) throws IOException {
    byte[] body = body(x, JSON);
    try {
      JsonNode node = InspectApi.MAPPER.readTree(body);
      if (node == null || !node.isObject()) {
        throw new InspectApi.BadRequest("expected a JSON object");
      }
      return node;
    } catch (JsonProcessingException e) {
      throw new InspectApi.BadRequest("bad JSON: " + e.getOriginalMessage());
    }
  }

  /** The request's body, of content type {@code type}, at most {@link #maxBody} bytes. */
  private byte[] body(HttpExchange x, String type) throws IOException {
    String given = x.getRequestHeaders().getFirst("Content-Type");
    if (given == null || !given.toLowerCase(Locale.ROOT).startsWith(type)) {
      throw new Refused(415, "expected a body of type " + type);
    }
    String length = x.getRequestHeaders().getFirst("Content-Length");
    if (length != null) {
      try {
        if (Long.parseLong(length.trim()) > maxBody) {
          throw new InputLimit.TooLongException("the request", maxBody);
        }
      } catch (NumberFormatException e) {
        throw new Refused(400, "bad Content-Length");
      }
    }
    // Chunked bodies say no length: the limit is then counted as they are read.
    return InputLimit.readAll(x.getRequestBody(), maxBody, "the request");
  }

  private static Map<String, String> query(String raw) {
    Map<String, String> out = new HashMap<>();
    if (raw != null) {
      for (String pair : raw.split("&")) {
        int eq = pair.indexOf('=');
        if (eq > 0) {
          out.put(URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8),
              URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
        }
      }
    }
    return out;
  }

  private static byte[] problem(String message) {
    return InspectApi.json(g -> {
      g.writeStartObject();
      g.writeStringField("problem", message);
      g.writeEndObject();
    });
  }

  private static void send(HttpExchange x, int status, String type, byte[] body)
      throws IOException {
    x.getResponseHeaders().set("Content-Type", type);
    x.getResponseHeaders().set("Content-Security-Policy", CONTENT_SECURITY);
    x.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
    x.getResponseHeaders().set("Cache-Control", "no-store");
    x.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
    if (body.length > 0) {
      try (OutputStream out = x.getResponseBody()) {
        out.write(body);
      }
    }
  }

  /** A request refused with an HTTP status. */
  private static final class Refused extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final int status;

    Refused(int status, String message) {
      super(message);
      this.status = status;
    }
  }
}
