// Generated from the installed @fontsource packages: the latin subset, normal style, weights
// 300-700 (those each family has). Each `?url` import only names a hashed file under /assets;
// nothing is downloaded until app/lib/fonts.ts registers the chosen family and the page uses it.
import robotoMono300 from "@fontsource/roboto-mono/files/roboto-mono-latin-300-normal.woff2?url";
import robotoMono400 from "@fontsource/roboto-mono/files/roboto-mono-latin-400-normal.woff2?url";
import robotoMono500 from "@fontsource/roboto-mono/files/roboto-mono-latin-500-normal.woff2?url";
import robotoMono600 from "@fontsource/roboto-mono/files/roboto-mono-latin-600-normal.woff2?url";
import robotoMono700 from "@fontsource/roboto-mono/files/roboto-mono-latin-700-normal.woff2?url";
import jetbrainsMono300 from "@fontsource/jetbrains-mono/files/jetbrains-mono-latin-300-normal.woff2?url";
import jetbrainsMono400 from "@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2?url";
import jetbrainsMono500 from "@fontsource/jetbrains-mono/files/jetbrains-mono-latin-500-normal.woff2?url";
import jetbrainsMono600 from "@fontsource/jetbrains-mono/files/jetbrains-mono-latin-600-normal.woff2?url";
import jetbrainsMono700 from "@fontsource/jetbrains-mono/files/jetbrains-mono-latin-700-normal.woff2?url";
import firaCode300 from "@fontsource/fira-code/files/fira-code-latin-300-normal.woff2?url";
import firaCode400 from "@fontsource/fira-code/files/fira-code-latin-400-normal.woff2?url";
import firaCode500 from "@fontsource/fira-code/files/fira-code-latin-500-normal.woff2?url";
import firaCode600 from "@fontsource/fira-code/files/fira-code-latin-600-normal.woff2?url";
import firaCode700 from "@fontsource/fira-code/files/fira-code-latin-700-normal.woff2?url";
import sourceCodePro300 from "@fontsource/source-code-pro/files/source-code-pro-latin-300-normal.woff2?url";
import sourceCodePro400 from "@fontsource/source-code-pro/files/source-code-pro-latin-400-normal.woff2?url";
import sourceCodePro500 from "@fontsource/source-code-pro/files/source-code-pro-latin-500-normal.woff2?url";
import sourceCodePro600 from "@fontsource/source-code-pro/files/source-code-pro-latin-600-normal.woff2?url";
import sourceCodePro700 from "@fontsource/source-code-pro/files/source-code-pro-latin-700-normal.woff2?url";
import ibmPlexMono300 from "@fontsource/ibm-plex-mono/files/ibm-plex-mono-latin-300-normal.woff2?url";
import ibmPlexMono400 from "@fontsource/ibm-plex-mono/files/ibm-plex-mono-latin-400-normal.woff2?url";
import ibmPlexMono500 from "@fontsource/ibm-plex-mono/files/ibm-plex-mono-latin-500-normal.woff2?url";
import ibmPlexMono600 from "@fontsource/ibm-plex-mono/files/ibm-plex-mono-latin-600-normal.woff2?url";
import ibmPlexMono700 from "@fontsource/ibm-plex-mono/files/ibm-plex-mono-latin-700-normal.woff2?url";
import inter300 from "@fontsource/inter/files/inter-latin-300-normal.woff2?url";
import inter400 from "@fontsource/inter/files/inter-latin-400-normal.woff2?url";
import inter500 from "@fontsource/inter/files/inter-latin-500-normal.woff2?url";
import inter600 from "@fontsource/inter/files/inter-latin-600-normal.woff2?url";
import inter700 from "@fontsource/inter/files/inter-latin-700-normal.woff2?url";
import poppins300 from "@fontsource/poppins/files/poppins-latin-300-normal.woff2?url";
import poppins400 from "@fontsource/poppins/files/poppins-latin-400-normal.woff2?url";
import poppins500 from "@fontsource/poppins/files/poppins-latin-500-normal.woff2?url";
import poppins600 from "@fontsource/poppins/files/poppins-latin-600-normal.woff2?url";
import poppins700 from "@fontsource/poppins/files/poppins-latin-700-normal.woff2?url";
import openSans300 from "@fontsource/open-sans/files/open-sans-latin-300-normal.woff2?url";
import openSans400 from "@fontsource/open-sans/files/open-sans-latin-400-normal.woff2?url";
import openSans500 from "@fontsource/open-sans/files/open-sans-latin-500-normal.woff2?url";
import openSans600 from "@fontsource/open-sans/files/open-sans-latin-600-normal.woff2?url";
import openSans700 from "@fontsource/open-sans/files/open-sans-latin-700-normal.woff2?url";
import lato300 from "@fontsource/lato/files/lato-latin-300-normal.woff2?url";
import lato400 from "@fontsource/lato/files/lato-latin-400-normal.woff2?url";
import lato700 from "@fontsource/lato/files/lato-latin-700-normal.woff2?url";
import montserrat300 from "@fontsource/montserrat/files/montserrat-latin-300-normal.woff2?url";
import montserrat400 from "@fontsource/montserrat/files/montserrat-latin-400-normal.woff2?url";
import montserrat500 from "@fontsource/montserrat/files/montserrat-latin-500-normal.woff2?url";
import montserrat600 from "@fontsource/montserrat/files/montserrat-latin-600-normal.woff2?url";
import montserrat700 from "@fontsource/montserrat/files/montserrat-latin-700-normal.woff2?url";
import ubuntu300 from "@fontsource/ubuntu/files/ubuntu-latin-300-normal.woff2?url";
import ubuntu400 from "@fontsource/ubuntu/files/ubuntu-latin-400-normal.woff2?url";
import ubuntu500 from "@fontsource/ubuntu/files/ubuntu-latin-500-normal.woff2?url";
import ubuntu700 from "@fontsource/ubuntu/files/ubuntu-latin-700-normal.woff2?url";
import nunito300 from "@fontsource/nunito/files/nunito-latin-300-normal.woff2?url";
import nunito400 from "@fontsource/nunito/files/nunito-latin-400-normal.woff2?url";
import nunito500 from "@fontsource/nunito/files/nunito-latin-500-normal.woff2?url";
import nunito600 from "@fontsource/nunito/files/nunito-latin-600-normal.woff2?url";
import nunito700 from "@fontsource/nunito/files/nunito-latin-700-normal.woff2?url";
import playfairDisplay400 from "@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url";
import playfairDisplay500 from "@fontsource/playfair-display/files/playfair-display-latin-500-normal.woff2?url";
import playfairDisplay600 from "@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2?url";
import playfairDisplay700 from "@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url";

/** Family name → [weight, woff2 URL] of every self-hosted face. */
export const fontFiles: Record<string, readonly (readonly [number, string])[]> = {
  "Roboto Mono": [
    [300, robotoMono300],
    [400, robotoMono400],
    [500, robotoMono500],
    [600, robotoMono600],
    [700, robotoMono700],
  ],
  "JetBrains Mono": [
    [300, jetbrainsMono300],
    [400, jetbrainsMono400],
    [500, jetbrainsMono500],
    [600, jetbrainsMono600],
    [700, jetbrainsMono700],
  ],
  "Fira Code": [
    [300, firaCode300],
    [400, firaCode400],
    [500, firaCode500],
    [600, firaCode600],
    [700, firaCode700],
  ],
  "Source Code Pro": [
    [300, sourceCodePro300],
    [400, sourceCodePro400],
    [500, sourceCodePro500],
    [600, sourceCodePro600],
    [700, sourceCodePro700],
  ],
  "IBM Plex Mono": [
    [300, ibmPlexMono300],
    [400, ibmPlexMono400],
    [500, ibmPlexMono500],
    [600, ibmPlexMono600],
    [700, ibmPlexMono700],
  ],
  Inter: [
    [300, inter300],
    [400, inter400],
    [500, inter500],
    [600, inter600],
    [700, inter700],
  ],
  Poppins: [
    [300, poppins300],
    [400, poppins400],
    [500, poppins500],
    [600, poppins600],
    [700, poppins700],
  ],
  "Open Sans": [
    [300, openSans300],
    [400, openSans400],
    [500, openSans500],
    [600, openSans600],
    [700, openSans700],
  ],
  Lato: [
    [300, lato300],
    [400, lato400],
    [700, lato700],
  ],
  Montserrat: [
    [300, montserrat300],
    [400, montserrat400],
    [500, montserrat500],
    [600, montserrat600],
    [700, montserrat700],
  ],
  Ubuntu: [
    [300, ubuntu300],
    [400, ubuntu400],
    [500, ubuntu500],
    [700, ubuntu700],
  ],
  Nunito: [
    [300, nunito300],
    [400, nunito400],
    [500, nunito500],
    [600, nunito600],
    [700, nunito700],
  ],
  "Playfair Display": [
    [400, playfairDisplay400],
    [500, playfairDisplay500],
    [600, playfairDisplay600],
    [700, playfairDisplay700],
  ],
};
