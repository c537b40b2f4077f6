//===- Parse.cpp - Parsing shims for Go -----------------------------===//

// Built by CMake; the go command, which sees this folder as a Go package
// holding headers, must not compile it.
//go:build ignore

#include "MlirGo.h"

#include "mlir/Bytecode/BytecodeImplementation.h"
#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/Bytecode/BytecodeReaderConfig.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"

#include "llvm/ADT/bit.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MemoryBufferRef.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <new>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

namespace {

/// Walks the framing of MLIR bytecode: the header and the top-level
/// sections, with the same encodings as MLIR's reader.
class FramingReader {
public:
  explicit FramingReader(llvm::StringRef data)
      : pos(reinterpret_cast<const uint8_t *>(data.data())),
        end(pos + data.size()) {}

  bool empty() const { return pos == end; }

  std::optional<uint8_t> byte() {
    if (pos == end)
      return std::nullopt;
    return *pos++;
  }

  /// Reads a prefix varint: the trailing zero bits of the first byte count
  /// the bytes that follow it; a zero first byte is followed by 8 bytes.
  std::optional<uint64_t> varint() {
    std::optional<uint8_t> first = byte();
    if (!first)
      return std::nullopt;
    if (*first & 1)
      return uint64_t(*first >> 1);
    unsigned extra = *first == 0 ? 8 : llvm::countr_zero(*first);
    if (uint64_t(end - pos) < extra)
      return std::nullopt;
    uint64_t value = 0;
    for (unsigned i = 0; i < extra; ++i)
      value |= uint64_t(pos[i]) << (8 * i);
    pos += extra;
    if (*first == 0)
      return value;
    value = (value << 8) | *first;
    return value >> (extra + 1);
  }

  bool skipString() {
    while (pos != end)
      if (*pos++ == 0)
        return true;
    return false;
  }

  /// Skips the padding that aligns the data pointer to alignment.
  bool align(uint64_t alignment) {
    if (alignment == 0 || (alignment & (alignment - 1)) != 0)
      return false;
    while (reinterpret_cast<uintptr_t>(pos) % alignment != 0)
      if (pos == end || *pos++ != kPadding)
        return false;
    return true;
  }

  bool skip(uint64_t n, const uint8_t *&start) {
    if (uint64_t(end - pos) < n)
      return false;
    start = pos;
    pos += n;
    return true;
  }

private:
  static constexpr uint8_t kPadding = 0xCB;
  const uint8_t *pos, *end;
};

constexpr uint8_t kAttrTypeOffsetSection = 3;
constexpr uint8_t kIRSection = 4;

/// Checks the IR section: MLIR's bytecode reader reads the arguments of the
/// top-level block before it has opened a scope for values, and
/// dereferences the missing scope. No writer emits such a block.
std::optional<std::string> checkIRSection(FramingReader section) {
  std::optional<uint64_t> header = section.varint();
  if (header && (*header & 1))
    return std::string("the top-level block of the IR section declares "
                       "arguments");
  return std::nullopt;
}

/// Checks the attribute and type offset section: it declares the number of
/// attributes and of types, then lists their entries in groups, each with
/// its own count. MLIR's reader stores the entries of each group without
/// checking its count against the declared number, writing past the end of
/// its table when the groups list more.
std::optional<std::string> checkAttrTypeOffsets(FramingReader section) {
  std::optional<uint64_t> numAttributes = section.varint();
  std::optional<uint64_t> numTypes = section.varint();
  if (!numAttributes || !numTypes)
    return std::nullopt;
  for (auto [declared, what] : {std::pair{*numAttributes, "attribute"},
                                std::pair{*numTypes, "type"}}) {
    uint64_t listed = 0;
    while (listed != declared) {
      std::optional<uint64_t> dialect = section.varint();
      std::optional<uint64_t> count = section.varint();
      if (!dialect || !count)
        return std::nullopt;
      if (*count > declared - listed)
        return std::string("the attribute and type offset section lists "
                           "more ") +
               what + " entries than the " + std::to_string(declared) +
               " it declares";
      for (uint64_t i = 0; i < *count; ++i)
        if (!section.varint())
          return std::nullopt;
      listed += *count;
    }
  }
  return std::nullopt;
}

/// Returns what is wrong with the framing of bytecode in ways that MLIR's
/// reader does not survive (it crashes or corrupts memory instead of
/// reporting an error). Other framing errors are left for MLIR's reader
/// to report.
std::optional<std::string> checkFraming(llvm::StringRef data) {
  FramingReader reader(data.drop_front(4));
  if (!reader.varint() || !reader.skipString())
    return std::nullopt;
  while (!reader.empty()) {
    std::optional<uint8_t> idAndAligned = reader.byte();
    std::optional<uint64_t> length = reader.varint();
    if (!idAndAligned || !length)
      return std::nullopt;
    if (*idAndAligned & 0x80) {
      std::optional<uint64_t> alignment = reader.varint();
      if (!alignment || !reader.align(*alignment))
        return std::nullopt;
    }
    const uint8_t *start = nullptr;
    if (!reader.skip(*length, start))
      return std::nullopt;
    FramingReader section(
        llvm::StringRef(reinterpret_cast<const char *>(start), *length));
    std::optional<std::string> problem;
    switch (*idAndAligned & 0x7F) {
    case kIRSection:
      problem = checkIRSection(section);
      break;
    case kAttrTypeOffsetSection:
      problem = checkAttrTypeOffsets(section);
      break;
    default:
      break;
    }
    if (problem)
      return problem;
  }
  return std::nullopt;
}

/// Set while this thread parses: LLVM's failure reports then unwind to the
/// parse entry point instead of ending the process.
thread_local bool recovering = false;

/// A fatal error LLVM reported while parsing, such as a container asked to
/// grow beyond its size type.
struct ParseAbandoned : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// LLVM's containers report a failed allocation to this handler. While
/// parsing it throws, as LLVM does when built with exceptions, so that a
/// corrupted count in bytecode (a list of 2^40 entries) unwinds to the
/// parse entry point and becomes an error. The objects of the abandoned
/// parse are leaked, not destroyed; the allocation that failed was the
/// first of that size, so little else exists yet. Elsewhere it ends the
/// process as LLVM's own handler does.
[[noreturn]] void onBadAlloc(void *, const char *, bool) {
  if (recovering)
    throw std::bad_alloc();
  std::fputs("LLVM ERROR: out of memory\n", stderr);
  std::abort();
}

/// The same for LLVM's fatal errors: while parsing they throw; elsewhere the
/// handler prints the reason and returns, and LLVM ends the process.
void onFatalError(void *, const char *reason, bool) {
  if (recovering)
    throw ParseAbandoned(reason);
  std::fprintf(stderr, "LLVM ERROR: %s\n", reason);
}

void installFailureHandlers() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::install_bad_alloc_error_handler(onBadAlloc);
    llvm::install_fatal_error_handler(onFatalError);
  });
}

/// Limits on reading the attributes and types of bytecode. Entries refer to
/// each other by index, so a corrupted file can make them nest without end
/// (MLIR's reader recurses, and restarts some of the reads it defers). A
/// valid file nests entries a few levels deep and reads each one once.
constexpr uintptr_t kMaxEntryStack = 6u << 20;
constexpr uint64_t kMaxEntryReads = 4'000'000;

/// Attaches to config a check that runs before every attribute and type
/// entry with a custom encoding is read: it fails the parse once the reads
/// use more than kMaxEntryStack bytes of stack below stackTop, or once
/// there were more than kMaxEntryReads of them. The check reads nothing, so
/// the dialect's own reader then reads the entry.
void guardEntryReads(mlir::ParserConfig &config, const char *stackTop,
                     uint64_t &reads) {
  auto check = [stackTop, &reads](mlir::DialectBytecodeReader &reader)
      -> mlir::LogicalResult {
    char here;
    uintptr_t used = reinterpret_cast<uintptr_t>(stackTop) -
                     reinterpret_cast<uintptr_t>(&here);
    if (used > kMaxEntryStack)
      return reader.emitError()
             << "attribute and type entries nest too deeply (the bytecode is "
                "corrupted)";
    if (++reads > kMaxEntryReads)
      return reader.emitError()
             << "more than " << kMaxEntryReads
             << " attribute and type reads: the entries refer to each other "
                "in a cycle (the bytecode is corrupted)";
    return mlir::success();
  };
  mlir::BytecodeReaderConfig &readers = config.getBytecodeReaderConfig();
  readers.attachAttributeCallback(
      [check](mlir::DialectBytecodeReader &reader, llvm::StringRef,
              mlir::Attribute &) { return check(reader); });
  readers.attachTypeCallback([check](mlir::DialectBytecodeReader &reader,
                                     llvm::StringRef, mlir::Type &) {
    return check(reader);
  });
}

/// Marks the current thread as parsing for its lifetime.
class Recovering {
public:
  Recovering() { recovering = true; }
  ~Recovering() { recovering = false; }
  Recovering(const Recovering &) = delete;
  Recovering &operator=(const Recovering &) = delete;
};

} // namespace

MlirModule mlirGoParseSourceString(MlirContext context, MlirStringRef source,
                                   MlirStringRef fileName) {
  char stackTop;
  uint64_t entryReads = 0;
  mlir::ParserConfig config(unwrap(context));
  guardEntryReads(config, &stackTop, entryReads);
  llvm::StringRef text = unwrap(source);
  auto fail = [&](const llvm::Twine &message) {
    mlir::emitError(mlir::FileLineColLoc::get(unwrap(context),
                                              unwrap(fileName), 0, 0))
        << message;
  };
  if (mlir::isBytecode(llvm::MemoryBufferRef(text, unwrap(fileName)))) {
    if (std::optional<std::string> problem = checkFraming(text)) {
      fail("malformed bytecode: " + *problem);
      return MlirModule{nullptr};
    }
  }
  installFailureHandlers();
  // Diagnostic handlers get increasing ids: the ids after `first` are those
  // the parser registers. An exception skips the destructors that would
  // remove them, and they refer to the abandoned parser's memory.
  mlir::DiagnosticEngine &engine = unwrap(context)->getDiagEngine();
  auto nextHandlerID = [&] {
    mlir::DiagnosticEngine::HandlerID id = engine.registerHandler(
        [](mlir::Diagnostic &) { return mlir::failure(); });
    engine.eraseHandler(id);
    return id;
  };
  mlir::DiagnosticEngine::HandlerID first = nextHandlerID();
  auto dropParserHandlers = [&] {
    for (mlir::DiagnosticEngine::HandlerID id = first + 1,
                                            end = nextHandlerID();
         id < end; ++id)
      engine.eraseHandler(id);
  };
  mlir::OwningOpRef<mlir::ModuleOp> module;
  try {
    Recovering scope;
    module = mlir::parseSourceString<mlir::ModuleOp>(unwrap(source), config,
                                                     unwrap(fileName));
  } catch (const std::bad_alloc &) {
    dropParserHandlers();
    fail("the input asks for more memory than can be allocated (a corrupted "
         "size or count)");
    return MlirModule{nullptr};
  } catch (const ParseAbandoned &error) {
    dropParserHandlers();
    fail(llvm::Twine("the input cannot be read: ") + error.what() +
         " (a corrupted size or count)");
    return MlirModule{nullptr};
  } catch (const std::length_error &) {
    dropParserHandlers();
    fail("the input asks for a container larger than can exist (a corrupted "
         "size or count)");
    return MlirModule{nullptr};
  }
  if (!module)
    return MlirModule{nullptr};
  return wrap(module.release());
}
