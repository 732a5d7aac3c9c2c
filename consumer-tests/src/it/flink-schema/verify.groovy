// The consumer's own tests ran, all of them, and passed (src/it/tests-ran.groovy).
return evaluate(new File(testsRan)).call(basedir, ['com.example.beer.FlinkSchemaTest': 2])
