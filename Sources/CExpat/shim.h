#ifndef CEXPAT_SHIM_H
#define CEXPAT_SHIM_H
#include <expat.h>

// XML_FALSE is a cast macro ((XML_Bool)0), which Swift cannot import: stopping goes through here.
static inline enum XML_Status CExpat_stop(XML_Parser parser) {
    return XML_StopParser(parser, XML_FALSE);
}

#endif
