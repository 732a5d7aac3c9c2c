package io.framewright.processor;

import java.util.List;

/**
 * The jars the processor loads classes from while it runs, besides its own and javac's: the
 * layout description of framewright-runtime (built and rendered at compile time by the code
 * that reads it at run time) and JavaPoet. Maven's annotationProcessorPaths and Gradle's
 * annotationProcessor configuration bring both with framewright-processor, its dependencies;
 * plain javac takes the processor path as given, and without them the processor failed with a
 * NoClassDefFoundError that aborted the compilation. They are looked for once, before any type
 * is read, and a missing one is reported as FW047.
 */
final class ProcessorPath {
  /**
   * A jar the processor needs: its name as the fix gives it, the packages it holds (a prefix)
   * and a class of it the processor loads.
   */
  record Jar(String name, String packages, String className) {}

  static final List<Jar> NEEDED = List.of(
      new Jar("framewright-runtime", "io.framewright.runtime.",
          "io.framewright.runtime.layout.MessageLayout"),
      new Jar("JavaPoet (com.palantir.javapoet:javapoet)", "com.palantir.javapoet.",
          "com.palantir.javapoet.JavaFile"));

  private ProcessorPath() {}

  /** The first needed jar {@code loader} (the processor's own) can not load from, or null. */
  static Jar missing(ClassLoader loader) {
    for (Jar jar : NEEDED) {
      try {
        Class.forName(jar.className(), false, loader);
      } catch (ClassNotFoundException | LinkageError e) {
        return jar;
      }
    }
    return null;
  }

  /**
   * The jar of a class that could not be loaded after all ({@code e}'s message names it with
   * slashes): a needed one by its package, else the class itself.
   */
  static Jar of(NoClassDefFoundError e) {
    String name = String.valueOf(e.getMessage()).replace('/', '.');
    for (Jar jar : NEEDED) {
      if (name.startsWith(jar.packages())) {
        return new Jar(jar.name(), jar.packages(), name);
      }
    }
    return new Jar("the jar that holds " + name, "", name);
  }
}
