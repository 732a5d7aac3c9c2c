// The consumer's own tests ran (surefire found JUnit 5 and every test class), all of them passed.
def report = new File(basedir, 'target/surefire-reports/TEST-com.example.modular.ModularTest.xml')
assert report.isFile() : "no surefire report: " + report
def suite = new groovy.xml.XmlSlurper().parse(report)
assert suite.@tests.toInteger() == 3 : "expected 3 tests, ran " + suite.@tests
assert suite.@failures.toInteger() == 0 && suite.@errors.toInteger() == 0 && suite.@skipped.toInteger() == 0
return true
