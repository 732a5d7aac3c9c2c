// The consumer's own tests ran, all of them, and passed (src/it/tests-ran.groovy); and Main ran
// on the module path as a named module and found the right codec and bytes.
def log = new File(basedir, 'build.log').text
assert log.contains('module com.example.modular (named: true) runtime io.framewright.runtime encodes abc3fffe OK') : 'Main did not run on the module path'
return evaluate(new File(testsRan)).call(basedir, ['com.example.modular.ModularTest': 3])
