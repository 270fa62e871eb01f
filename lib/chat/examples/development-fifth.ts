import type { LabelledMessage } from "./labelled-message";

export const DEVELOPMENT_FIFTH: LabelledMessage[] = [
  // ── urgent ──
  {
    message: "police don hold my papa since morning for Kissy station abeg help",
    intent: "urgent",
  },
  {
    message: "MY SON WAS PICKED UP BY POLICE LAST NIGHT AND THEY WONT LET US SEE HIM",
    intent: "urgent",
  },
  {
    message: "dem arrest my husband na Congo Cross now now wetin I go do",
    intent: "urgent",
  },
  {
    message: "pls my bro is in police cell at Eastern police 4 2 days nw no charge",
    intent: "urgent",
  },
  {
    message:
      "Good afternoon. My nephew was detained this morning at the Central Police Station in Freetown and we have not been told why. We need a lawyer to go there today if possible.",
    intent: "urgent",
  },
  {
    message: "police are at my gate right now asking for my husband what do i do",
    intent: "urgent",
  },
  {
    message: "cid tek my sista from her shop 2day dem say na fraud she still dey dey",
    intent: "urgent",
  },
  {
    message:
      "So it started last month when my business partner and I fell out over the shop money in Bo. He went and reported me and I thought it was over because we talked at the chief's place. But this morning two officers came and took my younger brother instead because I was not home, and he is still at the Bo police station. Please can someone help us get him out",
    intent: "urgent",
  },
  {
    message: "my daughter is on remand at Pademba Road and nobody told us when the court date is",
    intent: "urgent",
  },
  {
    message: "dey don lock my man up for Waterloo station sins Friday, abeg una get lawyer wey go go dey?",
    intent: "urgent",
  },
  {
    message: "URGENT my uncle arrested at the airport lungi just now",
    intent: "urgent",
  },
  {
    message: "hw do i get bail 4 my son hes been in cell since yday",
    intent: "urgent",
  },
  {
    message: "i am writing this from outside the police station in Makeni they are holding my wife inside",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir or Madam, I regret to inform you that my employee was taken into custody by officers of the Sierra Leone Police at about 6 AM today at our warehouse in Wellington. We request immediate legal representation for him.",
    intent: "urgent",
  },
  {
    message: "polis dn kech mi brodar na okada park dem tek am go station",
    intent: "urgent",
  },
  {
    message: "my fiance has been held by police in Kenema for three days without seeing a magistrate is that allowed?? please send someone",
    intent: "urgent",
  },
  {
    message: "they just handcuffed my father and put him in the police van",
    intent: "urgent",
  },
  {
    message:
      "Hi, I'm in London and just got a call that my cousin in Freetown has been detained at Ross Road police station since Tuesday. Can someone from your firm go and see him? I can pay from here.",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  {
    message: "ma pikin dey na cell na lumley polis station dem nor gree release am",
    intent: "urgent",
  },
  {
    message: "police holding my boss at the station, we need a lawyer there now",
    intent: "urgent",
  },
  {
    message: "my mum was arrested at the market this morning in connection with some goods, shes still at the station, shes 64 and diabetic",
    intent: "urgent",
  },
  {
    message: "wat 2 do if police cm 2 ur house rite nw wit no warrant they r outside",
    intent: "urgent",
  },
  {
    message: "Grandson taken by police from school at Goderich. Still there. Help.",
    intent: "urgent",
  },
  {
    message: "i need a lawyer fast my boyfriend is locked up at kissy police",
    intent: "urgent",
  },
  {
    message: "dem carry my brother go CID headquarters since Monday and they are not allowing family",
    intent: "urgent",
  },
  {
    message: "plz plz my husbnd ws arrstd 2nite thy tk him 2 aberdeen statn",
    intent: "urgent",
  },
  {
    message: "My brother has been in detention at the Kenema police station since last week. Also how much would it cost for a lawyer to go there?",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  {
    message: "The police officers came to my shop at Dove Cot and took my apprentice, they said he stole a phone. He is only 17. He is still there",
    intent: "urgent",
  },
  { message: "arrested", intent: "urgent" },
  {
    message: "MY WIFE DON ENTER CELL FOR TONGO POLICE POST, NOBODY DEY HELP WE",
    intent: "urgent",
  },

  // ── safety ──
  {
    message: "my husband is beating me right now i locked myself in the bathroom",
    intent: "safety",
  },
  {
    message: "ma man de bit mi evri nite a fred for mi layf",
    intent: "safety",
  },
  {
    message: "someone keeps threatening to kill me over a land matter in Waterloo and he came to my house last night with a cutlass",
    intent: "safety",
  },
  {
    message: "I am afraid for my life. My ex said he will burn the house with me inside",
    intent: "safety",
  },
  {
    message: "my stepfather touches me at night and i dont know who to tell, i am 15",
    intent: "safety",
  },
  {
    message: "i was raped yesterday by someone i know what should i do",
    intent: "safety",
  },
  {
    message: "he dey threaten me say e go kill me if I go court",
    intent: "safety",
  },
  {
    message:
      "Please help. My sister's husband beats her badly and last night she had to run to the neighbours with blood on her face. She is hiding with us in Kissy but he knows where we are and keeps calling saying he is coming.",
    intent: "safety",
  },
  {
    message: "my landlord hit me and said next time he will bring boys to finish me",
    intent: "safety",
  },
  {
    message: "Sombody is following me home every day after i reported him, im scared",
    intent: "safety",
  },
  {
    message: "hlp im being abused at home by my husbnd nd his brthrs",
    intent: "safety",
  },
  {
    message: "I work as a house girl and the madam's son forces himself on me. I cannot leave because I have nowhere to go",
    intent: "safety",
  },
  {
    message: "MY NEIGHBOUR IS BEATING HIS WIFE NOW WE CAN HEAR HER SCREAMING",
    intent: "safety",
  },
  {
    message:
      "I am writing from Bo. My daughter's husband has threatened to take her life and ours too if we go to the family support unit. We are all very frightened and do not know where to go.",
    intent: "safety",
  },
  {
    message: "dem say dem go kill me pikin if I nor pay di money",
    intent: "safety",
  },
  {
    message: "Is there anyone I can talk to? My partner strangled me last night and I'm scared he'll do it again tonight",
    intent: "safety",
  },
  {
    message: "i think im in danger, the man i owe money sent people to beat me and they broke my arm, they said they'll come back",
    intent: "safety",
  },
  {
    message: "my uncle abused me when i was small and he still lives with us, he still tries",
    intent: "safety",
  },
  {
    message: "wife beating me and children, we hiding at church now",
    intent: "safety",
  },
  {
    message: "gang boys threatened me with a knife at my shop in Calaba Town because I testified, they said they will return",
    intent: "safety",
  },

  // ── legal-question ──
  {
    message: "can a father get custody of a 3 year old in sierra leone or does the mother always win",
    intent: "legal-question",
  },
  {
    message: "is it legal for my landlord to lock my room when I owe two months rent",
    intent: "legal-question",
  },
  {
    message: "how many years in prison for stealing a motorbike",
    intent: "legal-question",
  },
  {
    message: "if my husband dies without a will do his brothers get the house or me and the children",
    intent: "legal-question",
  },
  {
    message: "Dear Sir, I would be grateful if you could advise whether a verbal agreement to sell goods is binding under Sierra Leone law.",
    intent: "legal-question",
  },
  {
    message: "wil i win if i sue my boss 4 not payin me 3 months",
    intent: "legal-question",
  },
  { message: "can dem sack me because I pregnant?", intent: "legal-question" },
  {
    message: "do I have a case? my neighbour built his fence 2 metres into my plot in Goderich",
    intent: "legal-question",
  },
  {
    message: "I was wondering whether a foreigner is allowed to own land freehold in the provinces",
    intent: "legal-question",
  },
  {
    message: "should I sign this contract my employer gave me? it says I cannot work for any other company for 5 years after leaving",
    intent: "legal-question",
  },
  {
    message: "what will the court award me if my car was damaged by a government vehicle",
    intent: "legal-question",
  },
  {
    message: "cn my wife tk d children 2 guinea without my permission",
    intent: "legal-question",
  },
  {
    message: "My husband married a second wife under customary law without telling me. Is that marriage valid if we married in church?",
    intent: "legal-question",
  },
  {
    message: "wetin di law say if pesin borrow money and nor pay back, I fit carry am go court?",
    intent: "legal-question",
  },
  {
    message: "is bail possible for a murder charge in sierra leone",
    intent: "legal-question",
  },
  {
    message: "how long does a divorce take and do I need to prove anything",
    intent: "legal-question",
  },
  {
    message: "my brother sold our family land without asking us, can the sale be cancelled?",
    intent: "legal-question",
  },
  {
    message: "IS IT ILLEGAL TO RECORD MY BOSS WITHOUT HIM KNOWING",
    intent: "legal-question",
  },
  {
    message: "if customs seized my goods because the invoice was wrong, can they keep them forever or must they return it?",
    intent: "legal-question",
  },
  {
    message:
      "Im in the US and my late fathers house in Kenema is being occupied by a cousin. Do I still have a right to it after 12 years of not living there?",
    intent: "legal-question",
  },
  {
    message: "am I liable for my company's debts if it is a limited company",
    intent: "legal-question",
  },
  {
    message: "can police search my phone without a warrant",
    intent: "legal-question",
  },
  {
    message: "how much maintenance must a father pay per month for a child?",
    intent: "legal-question",
  },
  {
    message: "if we sign mediation agreement can the other side still take me to court later",
    intent: "legal-question",
  },
  {
    message: "my employer didnt pay NASSIT for me for 4 years, is that a crime?",
    intent: "legal-question",
  },

  // ── off-topic ──
  { message: "what's the weather in Freetown tomorrow", intent: "off-topic" },
  {
    message: "write me a short poem about justice for my english class",
    intent: "off-topic",
  },
  {
    message: "how much is a plot of land in Lumley these days",
    intent: "off-topic",
  },
  {
    message: "who won the match between Leone Stars and Guinea",
    intent: "off-topic",
  },
  { message: "best shoes to wear to a court wedding?", intent: "off-topic" },
  { message: "how do I cook cassava leaf with palm oil", intent: "off-topic" },
  {
    message: "pls write an essay on the role of the judiciary in democracy 500 words",
    intent: "off-topic",
  },
  {
    message: "wetin be di price of rice bag for Big Market now",
    intent: "off-topic",
  },
  {
    message: "can you recommend a good hotel near Lumley beach",
    intent: "off-topic",
  },
  { message: "tell me a joke about lawyers lol", intent: "off-topic" },
  { message: "how to reset my whatsapp password", intent: "off-topic" },
  { message: "what is the capital of Ghana", intent: "off-topic" },
  {
    message: "what time does the ferry leave from Kissy to Tagrin",
    intent: "off-topic",
  },
  {
    message: "my laptop keeps shutting down when i open chrome",
    intent: "off-topic",
  },
  {
    message: "WRITE A SPEECH FOR MY SISTER'S WEDDING SHE IS MARRYING A LAWYER",
    intent: "off-topic",
  },
  {
    message: "recommend a tv series about a criminal defence attorney",
    intent: "off-topic",
  },
  {
    message: "how much does a 20ft container house cost to build",
    intent: "off-topic",
  },
  {
    message: "hw 2 solve quadratic equations hmwk due 2moro",
    intent: "off-topic",
  },
  {
    message: "which shipping company has the cheapest flights to Accra",
    intent: "off-topic",
  },
  {
    message: "what is the exchange rate of dollar to leones today",
    intent: "off-topic",
  },
  { message: "who is the president of the United States", intent: "off-topic" },
  {
    message: "I need a name for my new business selling jollof, any ideas?",
    intent: "off-topic",
  },
  {
    message: "give me a love letter I can send to my girlfriend",
    intent: "off-topic",
  },
  { message: "how do I grow pepper in a bucket", intent: "off-topic" },
  {
    message: "is there a good tailor near Siaka Stevens Street for a wedding gown",
    intent: "off-topic",
  },
  { message: "translate 'good morning' into French", intent: "off-topic" },
  {
    message: "write a story about a judge who falls in love",
    intent: "off-topic",
  },
  {
    message: "how many days to fly from freetown to new york with a stop",
    intent: "off-topic",
  },
  { message: "abeg sing me song", intent: "off-topic" },
  {
    message: "what are the best land cruisers to buy second hand",
    intent: "off-topic",
  },

  // ── area:family ──
  { message: "divorce?", intent: "area:family" },
  {
    message: "I need help with a custody case, my ex won't let me see my son",
    intent: "area:family",
  },
  {
    message: "ma man don lef me wit 3 pikin e nor de gi we moni for it",
    intent: "area:family",
  },
  {
    message:
      "My husband and I have been married 14 years. In the beginning everything was fine, we lived in Wellington and he worked at the port while I sold at the market. After our third child he started staying out, then he moved to Makeni with another woman and now he comes only to take money from the shop. My family says I should be patient but I am tired. I want to end the marriage properly.",
    intent: "area:family",
  },
  { message: "need lawyer 4 divorce asap", intent: "area:family" },
  {
    message:
      "Dear Sir/Madam, I write to seek legal assistance regarding the adoption of my late sister's two children, who have been living with me since 2021.",
    intent: "area:family",
  },
  {
    message: "my fathr died and his 2nd wife took evrything, we r his children frm the 1st marriage",
    intent: "area:family",
  },
  {
    message: "I am in Germany and want to marry my fiancee in Freetown, can you help with the marriage paperwork",
    intent: "area:family",
  },
  { message: "child maintenance problem", intent: "area:family" },
  {
    message: "abeg una fit help me wit divos case? me an ma wef nor dey gree again",
    intent: "area:family",
  },
  {
    message: "I want to adopt a child from an orphanage in Bo, where do I start",
    intent: "area:family",
  },
  {
    message: "my husbnd tk d kids 2 his mothrs village and wont bring thm bck i wnt thm home",
    intent: "area:family",
  },
  {
    message: "HELP WITH INHERITANCE MY FATHER'S ESTATE HAS NOT BEEN SHARED FOR 6 YEARS",
    intent: "area:family",
  },
  {
    message: "i was wondering if someone could help me get a court order for my baby dad to pay school fees",
    intent: "area:family",
  },
  {
    message:
      "My daughter married a man in a customary ceremony and now he refuses to register it and says she is not his wife. She has two kids with him. We need assistance",
    intent: "area:family",
  },
  {
    message: "separation from my wife we need to sort out the children and the house",
    intent: "area:family",
  },
  { message: "wan register ma marej na court", intent: "area:family" },
  {
    message: "I'm 72 and my children are fighting over what I will leave them. I want help arranging things for my family before I go",
    intent: "area:family",
  },
  {
    message: "need advice on getting guardianship of my niece after her parents died",
    intent: "area:family",
  },
  {
    message:
      "Hello, I'm writing on behalf of my mother. My late father had another family in Kenema that we did not know about, and now they have come forward wanting a share of his property. We need a family lawyer.",
    intent: "area:family",
  },
  { message: "divorce lawyer pls", intent: "area:family" },
  {
    message: "baby mama no gree mek a see mi pikin since 2 yas",
    intent: "area:family",
  },

  // ── area:business ──
  { message: "I want to register a company", intent: "area:business" },
  { message: "hw 2 rgstr a biz name in SL", intent: "area:business" },
  {
    message:
      "Dear Sir/Madam, We are a Ghanaian firm intending to establish a subsidiary in Sierra Leone and would appreciate your assistance with incorporation and the necessary business licences.",
    intent: "area:business",
  },
  {
    message: "i de sell phone na Pademba Road, a wan mek am proper company",
    intent: "area:business",
  },
  {
    message: "need help with a bank loan agreement for my shop",
    intent: "area:business",
  },
  { message: "partnership problem", intent: "area:business" },
  {
    message: "we are three friends starting a poultry farm in Waterloo and want a proper partnership agreement so nobody cheats later",
    intent: "area:business",
  },
  {
    message: "CORPORATE GOVERNANCE ADVICE FOR OUR BOARD",
    intent: "area:business",
  },
  {
    message: "my company needs to change its directors and update the shareholders at the registry",
    intent: "area:business",
  },
  {
    message: "I run a small microfinance and I'm not sure if we have the right licence from the central bank",
    intent: "area:business",
  },
  {
    message:
      "My late husband and I had a hardware shop together in Makeni. It was never registered, we just had the trade licence from the council. Now my son wants to expand to Bo and open a branch and people tell him the bank won't give money without proper company documents. So I think we need to register it properly. Can your firm do that?",
    intent: "area:business",
  },
  { message: "licence for import business", intent: "area:business" },
  {
    message: "wan open NGO and company, una de do dat?",
    intent: "area:business",
  },
  {
    message: "we need a lawyer to review our financing with Rokel Bank before we sign",
    intent: "area:business",
  },
  {
    message: "i'm in the UK and want to invest in a restaurant in Freetown with a local partner, need help setting up the business properly",
    intent: "area:business",
  },
  { message: "business registration", intent: "area:business" },
  {
    message: "my shrs in the cmpny r bein diluted by th othr directrs",
    intent: "area:business",
  },
  {
    message: "Good day. Our mining services company requires assistance with annual returns and compliance with the Corporate Affairs Commission.",
    intent: "area:business",
  },
  {
    message: "I wan change ma business from sole trader to limited company",
    intent: "area:business",
  },
  { message: "help w/ company merger", intent: "area:business" },
  {
    message: "starting a tech startup in freetown, need incorporation + shareholder agreement",
    intent: "area:business",
  },

  // ── area:shipping ──
  {
    message: "my container has been held at the quay for 3 weeks and they keep adding demurrage",
    intent: "area:shipping",
  },
  { message: "cargo damaged on arrival", intent: "area:shipping" },
  {
    message: "ma contena dey na Queen Elizabeth quay customs nor gree release am",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir/Madam, We write concerning a consignment of building materials shipped from Antwerp which arrived short by 40 bags. The shipping line refuses liability. We seek your assistance in pursuing a claim.",
    intent: "area:shipping",
  },
  { message: "need maritime lawyer", intent: "area:shipping" },
  {
    message: "my goods from china reach but customs say duty too high and they are holding it",
    intent: "area:shipping",
  },
  {
    message:
      "So my brother in Belgium sent me a car and some household things in a 40ft container last year. It got to Freetown in March. First the clearing agent took the money and disappeared, then another agent said the documents were wrong, and now the port says the container is going to auction if we don't pay the storage. I have the bill of lading. I need someone to help me get the container out.",
    intent: "area:shipping",
  },
  { message: "frieght forwarder lost my goods", intent: "area:shipping" },
  {
    message: "our fishing vessel was detained by the navy for licence issues",
    intent: "area:shipping",
  },
  {
    message: "SHIPPING LINE CHARGING US DEMURRAGE FOR DELAY THAT WAS THEIR FAULT",
    intent: "area:shipping",
  },
  {
    message: "i wan clear goods na port but dem de ask for plenty papers, una fit help?",
    intent: "area:shipping",
  },
  {
    message: "a ship damaged our jetty at Kissy and the owners are refusing to pay",
    intent: "area:shipping",
  },
  {
    message:
      "Hi, I am a trader importing second hand clothes. Two bales went missing from my container between the port and the warehouse. Who do I hold responsible? I want to make a claim",
    intent: "area:shipping",
  },
  { message: "customs problm at d port", intent: "area:shipping" },
  {
    message: "I'm buying a small cargo boat and need the registration and the sale done properly",
    intent: "area:shipping",
  },
  {
    message: "our rice shipment was contaminated by seawater during the voyage and the insurer is refusing",
    intent: "area:shipping",
  },
  {
    message: "contaner stck at port 2 months pls hlp",
    intent: "area:shipping",
  },
  {
    message: "crew member injured on board a vessel docked in Freetown, need advice for a claim",
    intent: "area:shipping",
  },
  {
    message:
      "Hello from Houston. I shipped a generator and some tools to my mother in Bo through a consolidator and they say it never arrived, but the tracking says delivered to Freetown port. Can your shipping lawyer look at this?",
    intent: "area:shipping",
  },
  { message: "port authority seized our cargo", intent: "area:shipping" },
  {
    message: "pikin, dem hold me goods dem na wharf since Christmas",
    intent: "area:shipping",
  },

  // ── area:land ──
  { message: "land dispute", intent: "area:land" },
  {
    message: "my landlord wants to throw me out without notice, help",
    intent: "area:land",
  },
  {
    message: "landlord wahala again, e don raise rent three times dis year and now e say make I commot",
    intent: "area:land",
  },
  {
    message: "I want to buy a house in Goderich and need someone to check the title deed",
    intent: "area:land",
  },
  {
    message:
      "My grandfather owned a large piece of family land in Waterloo. When he died in 1998 it was meant for all his children. My uncle has now started selling plots to strangers and building has started. My mother and aunties are angry but they are old and do not know what to do. We want to stop this and protect our family land.",
    intent: "area:land",
  },
  { message: "convyancing 4 a plot in tokeh", intent: "area:land" },
  {
    message:
      "Dear Sir/Madam, I am resident in the United Kingdom and wish to purchase a property in Freetown. I would like your firm to handle the conveyancing and verify the survey plan.",
    intent: "area:land",
  },
  { message: "pesin don build pan ma lan na Grafton", intent: "area:land" },
  { message: "boundary problem with my neighbour", intent: "area:land" },
  {
    message: "i bought land in 2019 and now 2 other people say they also bought the same land",
    intent: "area:land",
  },
  {
    message: "TENANT NOT PAYING RENT FOR 8 MONTHS AND REFUSES TO LEAVE MY HOUSE",
    intent: "area:land",
  },
  {
    message: "need help getting my land documents registered at lands ministry",
    intent: "area:land",
  },
  {
    message: "my late mothers house in Kissy, my stepbrothers have moved in and changed the locks. It is family property",
    intent: "area:land",
  },
  { message: "lan palaver na Lumley", intent: "area:land" },
  {
    message: "i want to sell my house in Bo but the papers are in my late husband's name",
    intent: "area:land",
  },
  { message: "evction notice", intent: "area:land" },
  {
    message: "chiefdom land lease for a farm in the north, we want it done properly",
    intent: "area:land",
  },
  {
    message:
      "I'm in Maryland. Years ago I sent money to a cousin to buy land for me in Regent. Now I find out the land is in his name. I need a land lawyer to sort this out.",
    intent: "area:land",
  },
  {
    message: "surveyor nd neighbor dnt agree on my bndary",
    intent: "area:land",
  },
  {
    message: "landlord collected 2 years advance and now wants to sell the house and push us out",
    intent: "area:land",
  },
  { message: "want to lease my property to a company", intent: "area:land" },
  { message: "help wit land title", intent: "area:land" },

  // ── area:arbitration ──
  {
    message: "we want to settle a dispute with our supplier without going to court",
    intent: "area:arbitration",
  },
  { message: "need a mediator", intent: "area:arbitration" },
  {
    message:
      "My partner and I own a construction company. We disagree about the money from a contract in Kono and it is getting ugly. We both don't want to go to court because it will kill the company. Is there a way to sit down with someone neutral?",
    intent: "area:arbitration",
  },
  { message: "arbitration", intent: "area:arbitration" },
  {
    message:
      "Dear Sir/Madam, Our contract with a foreign contractor contains an arbitration clause. A dispute has now arisen regarding payment for completed works and we require representation in the arbitral proceedings.",
    intent: "area:arbitration",
  },
  {
    message: "a wan settle dis palaver wit ma business partner quiet way, nor court",
    intent: "area:arbitration",
  },
  {
    message: "out of court settlement with a customer",
    intent: "area:arbitration",
  },
  {
    message: "shareholders fighting in our family company and we think mediation is best before it goes further",
    intent: "area:arbitration",
  },
  {
    message: "do u do mediation 4 business disputes",
    intent: "area:arbitration",
  },
  {
    message: "THE OTHER COMPANY HAS AGREED TO MEDIATION, WE NEED SOMEONE TO REPRESENT US",
    intent: "area:arbitration",
  },
  {
    message: "we are two transport companies in Makeni with a dispute over a shared depot and we want a neutral person to help us agree",
    intent: "area:arbitration",
  },
  { message: "commercial dispute resolution", intent: "area:arbitration" },
  {
    message: "need arbitrator for a contract disagreement with a mining company",
    intent: "area:arbitration",
  },
  {
    message:
      "We have been in business with a Lebanese trader for ten years. Last year he stopped paying for half of the cement we supplied and says our invoices are wrong. We have talked many times. We do not want to lose the relationship completely, so we are looking for a mediated solution.",
    intent: "area:arbitration",
  },
  { message: "mediashun 4 joint venture wahala", intent: "area:arbitration" },
  {
    message: "international arbitration ICC representation",
    intent: "area:arbitration",
  },
  {
    message: "i think our dispute could be solved with a mediator instead of a lawsuit, can you arrange that?",
    intent: "area:arbitration",
  },
  {
    message: "abeg una get pesin wey go mediate between me and di company wey we bin de work together?",
    intent: "area:arbitration",
  },
  {
    message: "enforcing an arbitration award against a company in freetown",
    intent: "area:arbitration",
  },
  {
    message: "looking for ADR for a dispute with our landlord company over a commercial lease fit-out",
    intent: "area:arbitration",
  },
  {
    message: "our two cooperatives want someone neutral to resolve a dispute about shared profits",
    intent: "area:arbitration",
  },

  // ── area:contract ──
  {
    message: "my employer hasn't paid my salary for 4 months",
    intent: "area:contract",
  },
  { message: "unfair dismissal", intent: "area:contract" },
  {
    message: "a sell goods to one man for 40 million leones, e tek dem and nor pay me up to now",
    intent: "area:contract",
  },
  {
    message:
      "I worked as a security guard for a company in Aberdeen for six years. Last month they called us and said the contract with the client ended and we should go home. No letter, no end of service benefit, nothing. They still owe us two months salary. There are 14 of us. We want someone to fight for our money.",
    intent: "area:contract",
  },
  {
    message: "need a contract drafted for a supply deal",
    intent: "area:contract",
  },
  { message: "dem sack me from work without reason", intent: "area:contract" },
  {
    message: "Dear Sir/Madam, I write to request assistance in reviewing a commercial distribution agreement prior to its execution.",
    intent: "area:contract",
  },
  {
    message: "i supplid fuel 2 a cmpny nd thy owe me 3 invoices",
    intent: "area:contract",
  },
  { message: "EMPLOYMENT CONTRACT REVIEW", intent: "area:contract" },
  {
    message: "customer took 200 bags of cement on credit under our agreement and hasn't paid for 6 months",
    intent: "area:contract",
  },
  {
    message: "ma boss nor pay me salary, e say company nor get moni",
    intent: "area:contract",
  },
  {
    message: "the contractor building my house took the money and stopped work halfway",
    intent: "area:contract",
  },
  {
    message: "I was wondering if your firm could look over my job offer letter before I sign it",
    intent: "area:contract",
  },
  {
    message: "sacked after I asked for maternity leave",
    intent: "area:contract",
  },
  {
    message:
      "Hi, I'm a nurse working for an NGO in Kenema. They suddenly terminated my contract two months before it ended, saying funding finished, but they hired someone else in my place. I want to challenge it.",
    intent: "area:contract",
  },
  { message: "breach of contract by supplier", intent: "area:contract" },
  { message: "unpaid wages 4 d last 3 mnths help", intent: "area:contract" },
  {
    message: "someone ordered furniture from my workshop, signed the agreement, took delivery and now says he won't pay the balance",
    intent: "area:contract",
  },
  {
    message: "wan mek agreement paper for ma keke wey a gi pesin for drive",
    intent: "area:contract",
  },
  {
    message: "My employer deducted money from my salary for a broken machine that was not my fault",
    intent: "area:contract",
  },
  {
    message: "service agreement with a catering company went bad, they didn't deliver",
    intent: "area:contract",
  },
  {
    message: "debt recovery from client who owes per our contract",
    intent: "area:contract",
  },

  // ── area:criminal ──
  {
    message: "i have been charged with fraud and have a court date next week",
    intent: "area:criminal",
  },
  { message: "criminal lawyer", intent: "area:criminal" },
  {
    message: "police invite me say make I come station Monday for questioning",
    intent: "area:criminal",
  },
  {
    message: "I got a summons to appear at the magistrate court in Bo for assault. I didn't do it.",
    intent: "area:criminal",
  },
  {
    message: "my son was released on bail and now needs a lawyer for his trial",
    intent: "area:criminal",
  },
  { message: "dem accuse me say a tif moni na wok", intent: "area:criminal" },
  {
    message:
      "Dear Sir/Madam, I have been informed that a complaint of defamation has been lodged against me and I may be charged. I seek legal representation.",
    intent: "area:criminal",
  },
  {
    message: "human rights abuse by soldiers in our village, we want to take action",
    intent: "area:criminal",
  },
  {
    message: "accused of theft at my job, they say police will come for me",
    intent: "area:criminal",
  },
  {
    message: "CHARGED WITH DRUG POSSESSION NEED DEFENCE LAWYER",
    intent: "area:criminal",
  },
  {
    message: "I was on bail and the case has been adjourned 9 times, I need a new lawyer",
    intent: "area:criminal",
  },
  {
    message:
      "Last year at a party in Congo Cross there was a fight. I was there but I did not touch anyone. Someone got injured badly and his family reported to police and mentioned my name. I went to the station, gave a statement, and they let me go on bail. Now they sent a letter that I am charged with wounding. I need a criminal defence lawyer.",
    intent: "area:criminal",
  },
  { message: "bail conditions question", intent: "area:criminal" },
  {
    message: "my cousin is out on bail for a cyber crime case and needs defence",
    intent: "area:criminal",
  },
  { message: "smmns frm polis 4 qstioning", intent: "area:criminal" },
  {
    message: "I have a warrant out against me I just heard, I want to turn myself in with a lawyer",
    intent: "area:criminal",
  },
  {
    message: "dem file case pan me say a spoil pesin im name pan facebook",
    intent: "area:criminal",
  },
  { message: "police brutality claim", intent: "area:criminal" },
  {
    message: "i need someone to defend my brother in his trial at the high court next month, he's on bail",
    intent: "area:criminal",
  },
  {
    message: "Im in Canada and there is a criminal case against me in Freetown for something I didnt do, can you represent me?",
    intent: "area:criminal",
  },
  { message: "appeal against conviction", intent: "area:criminal" },

  // ── greeting ──
  { message: "hello", intent: "greeting" },
  { message: "kushe o", intent: "greeting" },
  { message: "Good morning", intent: "greeting" },
  { message: "GOOD AFTERNOON SIR", intent: "greeting" },
  { message: "hi there", intent: "greeting" },
  { message: "kushe, how di bodi", intent: "greeting" },
  { message: "Good evening to you all at Kamara Chambers", intent: "greeting" },

  // ── thanks ──
  { message: "thank you", intent: "thanks" },
  { message: "tenki ya", intent: "thanks" },
  { message: "thx v much", intent: "thanks" },
  { message: "God bless you for this help", intent: "thanks" },
  { message: "THANK YOU VERY MUCH I APPRECIATE IT", intent: "thanks" },
  { message: "ok tnx", intent: "thanks" },

  // ── goodbye ──
  { message: "bye", intent: "goodbye" },
  { message: "ok thanks bye", intent: "goodbye" },
  { message: "a go si una", intent: "goodbye" },
  { message: "See you on Monday then, goodbye", intent: "goodbye" },
  { message: "tenki, a de go now", intent: "goodbye" },
  { message: "gtg ttyl", intent: "goodbye" },

  // ── services ──
  { message: "what does your firm do", intent: "services" },
  { message: "wich kinds of cases u handle", intent: "services" },
  { message: "wetin una de do na dis office", intent: "services" },
  { message: "What areas of law do you practise?", intent: "services" },
  {
    message: "I was wondering whether your chambers deals with all types of cases or only some",
    intent: "services",
  },
  { message: "WHAT SERVICES DO YOU OFFER", intent: "services" },
  {
    message: "do u do only court cases or other things too",
    intent: "services",
  },

  // ── team ──
  { message: "who are the lawyers at your firm", intent: "team" },
  { message: "list of attorneys pls", intent: "team" },
  { message: "na uskain lawyer dem de wok dey?", intent: "team" },
  {
    message: "How many lawyers work in your chambers and who are they?",
    intent: "team",
  },
  { message: "who works there", intent: "team" },
  { message: "do you have any female lawyers on your team", intent: "team" },

  // ── contact ──
  { message: "how can I contact you", intent: "contact" },
  { message: "hw do i rch u ppl", intent: "contact" },
  { message: "contact details", intent: "contact" },
  {
    message: "Kindly provide your contact information so I may reach the firm from abroad.",
    intent: "contact",
  },
  { message: "aw a go get una", intent: "contact" },

  // ── phone ──
  { message: "what is your phone number", intent: "phone" },
  { message: "can I call you", intent: "phone" },
  { message: "numba fo kol una", intent: "phone" },
  { message: "PHONE NUMBER PLEASE", intent: "phone" },
  { message: "do you have whatsapp number i can call", intent: "phone" },
  {
    message: "I'm an old woman and I don't type well, is there a telephone number I can ring instead?",
    intent: "phone",
  },

  // ── email ──
  { message: "what's your email address", intent: "email" },
  { message: "can i email u my documents", intent: "email" },
  { message: "email?", intent: "email" },
  {
    message: "I would like to send a formal letter by email. To which address should it be directed?",
    intent: "email",
  },
  { message: "una get email", intent: "email" },

  // ── address ──
  { message: "where is your office", intent: "address" },
  { message: "how do I get to you from Lumley by keke", intent: "address" },
  { message: "whr ur office located", intent: "address" },
  { message: "usai una office de", intent: "address" },
  {
    message: "Could you kindly give me directions to your chambers? I will be coming from Kissy.",
    intent: "address",
  },
  { message: "ADDRESS", intent: "address" },

  // ── hours ──
  { message: "what time do you open", intent: "hours" },
  { message: "are you open on saturday", intent: "hours" },
  { message: "una open today?", intent: "hours" },
  { message: "wat tym u close", intent: "hours" },
  {
    message: "What are your office hours, and where exactly are you located?",
    intent: "hours",
    also: ["address"],
  },
  { message: "Is the office open now? It is lunchtime.", intent: "hours" },

  // ── booking ──
  { message: "I want to book an appointment", intent: "booking" },
  { message: "can i see a lawyer on tuesday", intent: "booking" },
  { message: "a wan si lawyer tumara", intent: "booking" },
  {
    message: "Dear Sir/Madam, I should like to arrange a consultation with one of your lawyers at your earliest convenience next week.",
    intent: "booking",
  },
  { message: "bk consultation pls 4 thursday", intent: "booking" },
  {
    message: "I'm visiting Freetown from the UK in December and would like to schedule a meeting with a lawyer while I'm there",
    intent: "booking",
  },
  { message: "HOW DO I MAKE AN APPOINTMENT", intent: "booking" },
  {
    message: "I need to talk to a lawyer in person this week, when is there a slot?",
    intent: "booking",
  },

  // ── knowledge ──
  { message: "how much is a consultation", intent: "knowledge:Fees" },
  { message: "una de charge plenti?", intent: "knowledge:Fees" },
  { message: "can I pay in instalments", intent: "knowledge:Fees" },
  {
    message: "do you offer free legal help for people who cannot afford it",
    intent: "knowledge:Fees",
  },
  {
    message: "wat r ur fees 4 a land case",
    intent: "knowledge:Fees",
    also: ["area:land"],
  },
  {
    message: "do your lawyers speak Krio",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "Parlez-vous français? Je suis guinéen.",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "my grandmother only speaks Mende, can she talk to a lawyer in Mende or is there an interpreter",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "any lawyer wey sabi Temne?",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "where can I park my car near your office",
    intent: "knowledge:Parking",
  },
  { message: "is there parking", intent: "knowledge:Parking" },
  { message: "usai a go park ma moto wen a cam", intent: "knowledge:Parking" },
  {
    message: "what documents should I bring to the meeting",
    intent: "knowledge:What to bring",
  },
  {
    message: "wetin a fo bring wen a de cam",
    intent: "knowledge:What to bring",
  },
  {
    message: "For my first consultation about the land, do I need to bring the survey plan and conveyance or just copies?",
    intent: "knowledge:What to bring",
  },
  { message: "papers to bring?", intent: "knowledge:What to bring" },

  // ── attorneys ──
  {
    message: "Is Fatmata Kamara available?",
    intent: "attorney:Fatmata Kamara",
  },
  {
    message: "tell me about Abdul Rahman Sesay",
    intent: "attorney:Abdul Rahman Sesay",
  },
  {
    message: "I heard Isatu Bangura handles shipping, is she still with you?",
    intent: "attorney:Isatu Bangura",
  },
  {
    message: "mohamed conteh d land lawyer, e de dey?",
    intent: "attorney:Mohamed Conteh",
  },
  { message: "Who is Adama Koroma", intent: "attorney:Adama Koroma" },
  { message: "CHRISTIANA THOMAS", intent: "attorney:Christiana Thomas" },
  {
    message: "my friend recommended Ibrahim Jalloh, what does he do",
    intent: "attorney:Ibrahim Jalloh",
  },
  {
    message: "is hawa turay the one who does wills",
    intent: "attorney:Hawa Turay",
  },

  // ── unknown ──
  { message: "??", intent: "unknown" },
  { message: "hmm ok so", intent: "unknown" },
  { message: "i have a question", intent: "unknown" },
];
