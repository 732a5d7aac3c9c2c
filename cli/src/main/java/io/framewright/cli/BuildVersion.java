package io.framewright.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * {@code --version}: the version the build wrote into {@code version.properties} (a filtered
 * resource), never a literal in the code.
 */
public final class BuildVersion implements IVersionProvider {
  private static final String RESOURCE = "version.properties";

  /** The project version this command line was built as, such as {@code 0.1.0}. */
  public static String version() {
    try (InputStream in = BuildVersion.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(RESOURCE + " is missing next to "
            + BuildVersion.class.getName() + ": build the command line with Maven");
      }
      Properties properties = new Properties();
      properties.load(in);
      String version = properties.getProperty("version");
      if (version == null || version.isBlank() || version.startsWith("${")) {
        throw new IllegalStateException(RESOURCE + " holds no version (was it filtered?)");
      }
      return version;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public String[] getVersion() {
    return new String[] {"framewright " + version()};
  }
}
