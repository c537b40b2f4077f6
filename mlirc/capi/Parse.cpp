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

  /// The number of bytes left.
  uint64_t remaining() const { return uint64_t(end - pos); }

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

// Versions of the bytecode format that changed the IR section.
constexpr uint64_t kLazyLoadingVersion = 2;
constexpr uint64_t kUseListOrderingVersion = 3;
constexpr uint64_t kElideUnknownBlockArgLocationVersion = 4;

// The bits of an operation's encoding mask.
enum OpMask : uint8_t {
  kHasAttrs = 1 << 0,
  kHasResults = 1 << 1,
  kHasOperands = 1 << 2,
  kHasSuccessors = 1 << 3,
  kHasInlineRegions = 1 << 4,
  kHasUseListOrders = 1 << 5,
  kHasProperties = 1 << 6,
};

/// Regions nested deeper than this are refused, as text nested deeper than
/// mlirc's DefaultMaxNesting is: MLIR's verifier and printer recurse for
/// every level.
constexpr unsigned kMaxRegionNesting = 1000;

/// Walks the operations of the IR section to check the counts MLIR's reader
/// allocates for before it reads what they count: results, operands,
/// successors, regions, blocks, block arguments and the values of a
/// region. Every counted item takes at least one byte of the section, so a
/// count larger than the bytes left is corrupted; MLIR's reader would
/// first allocate (and clear) memory for it, gigabytes for a few bytes.
class IRWalker {
public:
  explicit IRWalker(uint64_t version) : version(version) {}

  std::optional<std::string> problem;

  /// Checks the top-level block, whose header starts the section.
  void walkSection(FramingReader reader) {
    std::optional<uint64_t> header = reader.varint();
    if (!header)
      return;
    if (*header & 1) {
      // MLIR's reader reads these arguments before it has opened a scope
      // for values, and dereferences the missing scope.
      fail("the top-level block of the IR section declares arguments");
      return;
    }
    walkOps(reader, *header >> 1, 0);
  }

private:
  uint64_t version;

  void fail(std::string message) {
    if (!problem)
      problem = std::move(message);
  }

  /// Reads a count of items that each take at least one byte.
  std::optional<uint64_t> count(FramingReader &reader, const char *what) {
    std::optional<uint64_t> n = reader.varint();
    if (n && *n > reader.remaining()) {
      fail(std::string("a count of ") + what + " (" + std::to_string(*n) +
           ") exceeds the " + std::to_string(reader.remaining()) +
           " bytes left in its section");
      return std::nullopt;
    }
    return n;
  }

  bool skipVarints(FramingReader &reader, uint64_t n) {
    for (uint64_t i = 0; i < n; ++i)
      if (!reader.varint())
        return false;
    return true;
  }

  /// Reads the ops of a block; returns false when the walk must stop.
  bool walkOps(FramingReader &reader, uint64_t numOps, unsigned depth) {
    if (numOps > reader.remaining()) {
      fail("a block's count of operations (" + std::to_string(numOps) +
           ") exceeds the bytes left in its section");
      return false;
    }
    for (uint64_t i = 0; i < numOps; ++i)
      if (!walkOp(reader, depth))
        return false;
    return true;
  }

  bool walkOp(FramingReader &reader, unsigned depth) {
    std::optional<uint64_t> name = reader.varint();
    std::optional<uint8_t> mask = reader.byte();
    if (!name || !mask || !reader.varint()) // the location
      return false;
    if ((*mask & kHasAttrs) && !reader.varint())
      return false;
    if ((*mask & kHasProperties) && !reader.varint())
      return false;
    uint64_t numResults = 0;
    if (*mask & kHasResults) {
      std::optional<uint64_t> n = count(reader, "results");
      if (!n || !skipVarints(reader, *n))
        return false;
      numResults = *n;
    }
    for (auto [bit, what] : {std::pair{kHasOperands, "operands"},
                             std::pair{kHasSuccessors, "successors"}}) {
      if (!(*mask & bit))
        continue;
      std::optional<uint64_t> n = count(reader, what);
      if (!n || !skipVarints(reader, *n))
        return false;
    }
    if (version >= kUseListOrderingVersion && (*mask & kHasUseListOrders) &&
        !skipUseListOrders(reader, numResults))
      return false;
    if (!(*mask & kHasInlineRegions))
      return true;
    std::optional<uint64_t> regionsAndFlag = reader.varint();
    if (!regionsAndFlag)
      return false;
    uint64_t numRegions = *regionsAndFlag >> 1;
    bool isolated = *regionsAndFlag & 1;
    if (numRegions == 0)
      return true;
    if (depth + 1 > kMaxRegionNesting) {
      fail("regions nest more than " + std::to_string(kMaxRegionNesting) +
           " levels deep");
      return false;
    }
    if (version >= kLazyLoadingVersion && isolated) {
      // The regions of an isolated op are a section of their own.
      std::optional<uint8_t> idAndAligned = reader.byte();
      std::optional<uint64_t> length = reader.varint();
      if (!idAndAligned || !length)
        return false;
      if (*idAndAligned & 0x80) {
        std::optional<uint64_t> alignment = reader.varint();
        if (!alignment || !reader.align(*alignment))
          return false;
      }
      const uint8_t *start = nullptr;
      if (!reader.skip(*length, start))
        return false;
      FramingReader nested(
          llvm::StringRef(reinterpret_cast<const char *>(start), *length));
      return walkRegions(nested, numRegions, depth + 1);
    }
    return walkRegions(reader, numRegions, depth + 1);
  }

  bool walkRegions(FramingReader &reader, uint64_t numRegions,
                   unsigned depth) {
    if (numRegions > reader.remaining()) {
      fail("an operation's count of regions (" + std::to_string(numRegions) +
           ") exceeds the bytes left in its section");
      return false;
    }
    for (uint64_t r = 0; r < numRegions; ++r) {
      std::optional<uint64_t> numBlocks = count(reader, "blocks");
      if (!numBlocks)
        return false;
      if (*numBlocks == 0)
        continue;
      if (!count(reader, "values"))
        return false;
      for (uint64_t b = 0; b < *numBlocks; ++b) {
        std::optional<uint64_t> header = reader.varint();
        if (!header)
          return false;
        if ((*header & 1) && !walkBlockArguments(reader))
          return false;
        if (!walkOps(reader, *header >> 1, depth))
          return false;
      }
    }
    return true;
  }

  bool walkBlockArguments(FramingReader &reader) {
    std::optional<uint64_t> numArgs = count(reader, "block arguments");
    if (!numArgs)
      return false;
    for (uint64_t i = 0; i < *numArgs; ++i) {
      if (version >= kElideUnknownBlockArgLocationVersion) {
        std::optional<uint64_t> typeAndFlag = reader.varint();
        if (!typeAndFlag || ((*typeAndFlag & 1) && !reader.varint()))
          return false;
      } else if (!reader.varint() || !reader.varint()) {
        return false;
      }
    }
    if (version < kUseListOrderingVersion)
      return true;
    std::optional<uint8_t> hasOrders = reader.byte();
    if (!hasOrders)
      return false;
    return !*hasOrders || skipUseListOrders(reader, *numArgs);
  }

  bool skipUseListOrders(FramingReader &reader, uint64_t rangeSize) {
    uint64_t numValues = 1;
    if (rangeSize > 1) {
      std::optional<uint64_t> n = reader.varint();
      if (!n)
        return false;
      numValues = *n;
    }
    for (uint64_t v = 0; v < numValues; ++v) {
      if (rangeSize > 1 && !reader.varint())
        return false;
      std::optional<uint64_t> usesAndFlag = reader.varint();
      if (!usesAndFlag || !skipVarints(reader, *usesAndFlag >> 1))
        return false;
    }
    return true;
  }
};

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
  // Each entry has its size in this section.
  if (*numAttributes > section.remaining() ||
      *numTypes > section.remaining() - *numAttributes)
    return "the attribute and type offset section declares " +
           std::to_string(*numAttributes) + " attributes and " +
           std::to_string(*numTypes) + " types in " +
           std::to_string(section.remaining()) + " bytes";
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
  std::optional<uint64_t> version = reader.varint();
  if (!version || !reader.skipString())
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
    case kIRSection: {
      IRWalker walker(*version);
      walker.walkSection(section);
      problem = walker.problem;
      break;
    }
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
/// valid file nests entries a few levels deep and reads each one once. This
/// is the one guard for the entries of every dialect, vhlo's included.
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
