// Package mlirc is an idiomatic Go binding over MLIR's C API.
//
// Owning values (*Context, *Module, *PassManager, *IRRewriter) have an
// idempotent Close; closing a Context invalidates everything that came from
// it. IR handles (Operation, Block, Region, Value, Type, Attribute,
// Location) are small copyable values borrowed from their owner; their zero
// value is null, which IsNull reports.
//
// # Diagnostics
//
// Diagnostics are captured per call. A method that can make MLIR emit
// diagnostics (parsing a module, type or attribute, verifying, creating an
// operation, adding a pipeline, running a pass manager, applying rewrite
// patterns) attaches a diagnostic handler to the context for the duration
// of its call into MLIR and returns what it collected as its error, a
// *DiagnosticError carrying severity, file:line:col and notes. Nothing is
// kept on the context between calls, so no call can drop or take another
// call's diagnostics, with MLIR's threading on or off.
//
// Go code that MLIR runs on behalf of a call (a Pass, a Pattern), on the
// calling thread or on one of MLIR's worker threads, belongs to that call:
// what it emits (EmitError, EmitWarning, EmitRemark, or the error a pass
// returns) becomes part of the call's diagnostics. Its own calls on the
// context nest inside the call: each attaches a handler that takes only
// what its own thread emits while it runs, so a nested call that fails
// carries its diagnostics in its error, while the successful ones hand
// their warnings on to the enclosing call. PassManager.RunWithDiagnostics
// returns the warnings and remarks of a successful run; the other methods
// return diagnostics only with a failure, and Context.Collect gathers the
// warnings of the successful calls made inside it.
//
// # Concurrency
//
// A Context serialises its calls: each method holds the context for the
// whole of its call into MLIR, so the methods of a Context, and of the
// Modules and PassManagers made from it, may be called from several
// goroutines at once; the calls run one after the other. Close waits for
// the calls in flight, is idempotent, and after it every method that can
// fail returns ErrClosed (the others return null handles or zero values);
// Module and PassManager Close after their context closed do nothing, the
// context having destroyed them. With Options.Threading, MLIR itself runs
// a pass pipeline on several threads, and the Go passes it runs may use the
// context concurrently from inside the run (such calls nest in the run and
// do not wait for it). Close called from inside a call on the same context
// fails.
//
// IR handles are not synchronised: an operation and the IR nested in it
// may be used by one goroutine at a time, and not while a call on the
// context (a pass pipeline, a rewrite) may be changing it. Types,
// attributes and locations are immutable and may be shared between
// goroutines. All handles are valid only until their context closes.
//
// # Parsing
//
// Text reaches MLIR's parser NUL-terminated, as its lexer requires, and the
// parser runs on a thread with a large stack; input nested more deeply than
// DefaultMaxNesting levels is rejected with an error located at the first
// bracket beyond the limit.
//
// The package knows nothing of any particular dialect: dialects are made
// available through DialectRegistry hooks supplied by other packages.
package mlirc
