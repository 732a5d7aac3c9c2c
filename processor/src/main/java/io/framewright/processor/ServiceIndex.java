package io.framewright.processor;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.TreeSet;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * Collects the providers of generated codecs and writes
 * {@code META-INF/services/io.framewright.runtime.CodecProvider} once processing is over, keeping
 * entries an earlier (incremental) compilation wrote.
 */
final class ServiceIndex {
  static final String PATH = "META-INF/services/io.framewright.runtime.CodecProvider";

  private final TreeSet<String> providers = new TreeSet<>();

  void add(String providerBinaryName) {
    providers.add(providerBinaryName);
  }

  boolean isEmpty() {
    return providers.isEmpty();
  }

  void write(Filer filer, Element... originatingElements) throws IOException {
    TreeSet<String> all = new TreeSet<>(providers);
    try {
      FileObject existing = filer.getResource(StandardLocation.CLASS_OUTPUT, "", PATH);
      try (BufferedReader r = new BufferedReader(
          new InputStreamReader(existing.openInputStream(), StandardCharsets.UTF_8))) {
        String line;
        while ((line = r.readLine()) != null) {
          String entry = line.replaceAll("#.*", "").trim();
          if (!entry.isEmpty()) {
            all.add(entry);
          }
        }
      }
    } catch (IOException | IllegalArgumentException e) {
      // No earlier index: this compilation writes the first one.
    }
    FileObject out = filer.createResource(StandardLocation.CLASS_OUTPUT, "", PATH,
        originatingElements);
    try (Writer w = out.openWriter()) {
      for (String p : all) {
        w.write(p);
        w.write('\n');
      }
    }
  }
}
