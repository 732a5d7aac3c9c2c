// This project is docs/guide/getting-started.md followed literally (DocSnippetsTest checks that
// its files are the page's, no more, no fewer); its tests ran, all of them, and passed.
return evaluate(new File(testsRan)).call(basedir, ['com.example.shapes.PointTest': 2])
